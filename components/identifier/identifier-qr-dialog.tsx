'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { withMui } from '@/components/mui/mui-provider';

interface Props {
  open: boolean;
  onClose: () => void;
  dataUrl: string;
  identifier: string;
}

/** The QR code shown large, with a download: loaded by IdentifierQr the first time it is asked for. */
function IdentifierQrDialog({ open, onClose, dataUrl, identifier }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qr-title">
      <DialogTitle id="qr-title">标识二维码</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {/* A data URL made on the server: nothing to optimise, and next/image would not help. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={dataUrl} width={240} height={240} alt={`标识 ${identifier} 的二维码`} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
          {identifier}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button component="a" href={dataUrl} download={`${identifier.replace(/[^\w.-]+/g, '_')}.svg`}>
          下载二维码
        </Button>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}

// Loaded on request, with MUI's theme and cache (components/mui).
export default withMui(IdentifierQrDialog);
