'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { agreementTitles, loadAgreement, type AgreementKey, type AgreementText } from '@/lib/content/agreements';
import { format } from '@/core/messages/format';
import { accountMessages } from '@/core/messages/account';
import { commonMessages } from '@/core/messages/common';
import { identifierMessages } from '@/core/messages/identifier';

/**
 * The text takes the focus as it mounts (the dialog mounts it on each opening, inside its portal): before
 * MUI's focus trap looks, so the trap, finding the focus inside, leaves it there.
 */
const focusOnMount = (node: HTMLDivElement | null) => node?.focus();

type Loaded = { key: AgreementKey; text: AgreementText } | { key: AgreementKey; failed: true };

/**
 * One agreement's text (lib/content/agreements), loaded when it is first opened. The text takes focus,
 * so arrow keys and Page Down scroll it; closing returns focus to the title that opened it.
 */
export default function AgreementDialog({ agreement, onClose }: { agreement: AgreementKey | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // The last one opened stays drawn while the dialog fades out.
  const [shown, setShown] = useState(agreement);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  if (agreement !== null && agreement !== shown) setShown(agreement);

  useEffect(() => {
    if (shown === null) return;
    let live = true;
    loadAgreement(shown).then(
      (text) => live && setLoaded({ key: shown, text }),
      () => live && setLoaded({ key: shown, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [shown]);

  const open = agreement !== null;

  const current = loaded?.key === shown ? loaded : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{shown ? `《${agreementTitles[shown]}》` : null}</DialogTitle>
      <DialogContent dividers ref={focusOnMount} tabIndex={0} role="region" aria-labelledby={titleId} sx={{ outline: 'none', '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` } }}>
        {current === null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={identifierMessages.sceneLoading} />
          </Box>
        ) : 'failed' in current ? (
          <Alert severity="error">{commonMessages.loadFailed}</Alert>
        ) : (
          <Box sx={{ color: 'text.primary', fontSize: 15, lineHeight: 1.8, '& h3': { fontSize: 16, fontWeight: 600, mt: 2.5, mb: 1 }, '& p': { my: 1 } }}>
            {current.text.sample ? <Alert severity="info" sx={{ mb: 2 }}>{accountMessages.agreementSample}</Alert> : null}
            <Box component="p" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {format(accountMessages.agreementEffective, { date: current.text.effective })}
            </Box>
            {current.text.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {current.text.sections.map((section) => (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {accountMessages.agreementClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
