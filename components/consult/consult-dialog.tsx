'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useSessionSummary } from '@/components/layout/use-session-summary';
import { withMui } from '@/components/mui/mui-provider';
import { commonMessages } from '@/core/messages/common';
import { identifierMessages } from '@/core/messages/identifier';

// The form's code (react-hook-form, the schema) loads when the dialog first opens.
const ConsultForm = dynamic(() => import('./consult-form'), {
  ssr: false,
  loading: () => (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={identifierMessages.sceneLoading} />
    </Box>
  ),
});

/**
 * The one consultation dialog of the shell (000 §2, §4), loaded by ConsultHost on the first request.
 * Closing it or a successful submit unmounts the form, so the next opening starts blank.
 */
function ConsultDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const session = useSessionSummary();
  const user = session.data?.status === 'user' ? session.data.user : null;

  return (
    <>
      <Dialog open={open} onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pr: 1.5 }}>
          {commonMessages.consultNow}
          <IconButton aria-label="关闭" onClick={() => onClose()}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <ConsultForm
            user={user}
            onDone={() => {
              onClose();
              setSent(true);
            }}
          />
        </DialogContent>
      </Dialog>
      <Snackbar open={sent} autoHideDuration={5000} onClose={() => setSent(false)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="success" variant="filled" onClose={() => setSent(false)}>
          {commonMessages.consultOk}
        </Alert>
      </Snackbar>
    </>
  );
}

// Loaded on request, with MUI's theme and cache (components/mui).
export default withMui(ConsultDialog);
