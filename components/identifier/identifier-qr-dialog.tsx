'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { withMui } from '@/components/mui/mui-provider';
import { labelFileName, labelSizesMm, type LabelSizeMm } from '@/lib/identifier/print-qr';
import { format } from '@/core/messages/format';
import { identifierMessages } from '@/core/messages/identifier';
import { useLabelFiles } from './use-label-files';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The page's canonical address: what the code says. */
  url: string;
  identifier: string;
}

/**
 * The QR code for a product label, with SVG and 300 dpi PNG downloads at three label widths. Loaded by
 * IdentifierQr the first time it is asked for, with the code generator: the page itself carries neither.
 */
function IdentifierQrDialog({ open, onClose, url, identifier }: Props) {
  const [size, setSize] = useState<LabelSizeMm>(30);
  const files = useLabelFiles(url, identifier, size);
  const ready = files && files !== 'failed' ? files : undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qr-title" fullWidth maxWidth="xs">
      <DialogTitle id="qr-title">{identifierMessages.qrDialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {/* A fixed box, so choosing another size does not move the controls under it. */}
          <Stack sx={{ width: 200, height: 236, alignItems: 'center', justifyContent: 'center' }}>
            {ready ? (
              // An object URL made here: next/image has nothing to optimise.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={ready.svg} width={200} height={Math.round((200 * ready.heightPx) / ready.widthPx)} alt={format(identifierMessages.qrImageAlt, { identifier })} />
            ) : (
              <Typography role="status" variant="body2" sx={{ color: files === 'failed' ? 'error.main' : 'text.secondary' }}>
                {files === 'failed' ? identifierMessages.qrFailed : identifierMessages.qrPreparing}
              </Typography>
            )}
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center', columnGap: 1.5 }}>
            <Typography id="qr-size-label" variant="body2">
              {identifierMessages.qrLabelSize}
            </Typography>
            <RadioGroup row aria-labelledby="qr-size-label" value={String(size)} onChange={(e) => setSize(Number(e.target.value) as LabelSizeMm)}>
              {labelSizesMm.map((mm) => (
                <FormControlLabel key={mm} value={String(mm)} control={<Radio size="small" />} label={format(identifierMessages.qrLabelSizeOption, { mm })} />
              ))}
            </RadioGroup>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {format(identifierMessages.qrPrintHint, { mm: size, px: ready?.widthPx ?? '…', height: ready?.heightPx ?? '…' })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%', justifyContent: 'center' }}>
            <Button variant="contained" component="a" href={ready?.png} download={labelFileName(identifier, size, 'png')} disabled={!ready}>
              {identifierMessages.qrDownloadPng}
            </Button>
            <Button variant="outlined" component="a" href={ready?.svg} download={labelFileName(identifier, size, 'svg')} disabled={!ready}>
              {identifierMessages.qrDownloadSvg}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{identifierMessages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

// Loaded on request, with MUI's theme and cache (components/mui).
export default withMui(IdentifierQrDialog);
