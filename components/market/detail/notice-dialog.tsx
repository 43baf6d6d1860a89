'use client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from 'next/link';
import { useId } from 'react';
import { marketMessages } from '@/core/messages/market';

export interface NoticeAction {
  label: string;
  href?: string;
  primary?: boolean;
}

interface NoticeDialogProps {
  open: boolean;
  title: string;
  text?: string;
  /** Without actions the dialog has one 'I know' button that closes it. */
  actions?: NoticeAction[];
  onClose: () => void;
}

/** The detail page's small modals: not logged in, no prefix, trial and inquiry results. */
export function NoticeDialog({ open, title, text, actions, onClose }: NoticeDialogProps) {
  const titleId = useId();
  const textId = useId();
  const buttons = actions ?? [{ label: marketMessages.iKnow, primary: true }];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={text ? textId : undefined} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={textId}>{text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {buttons.map((action) =>
          action.href ? (
            <Button key={action.label} component={Link} href={action.href} variant={action.primary ? 'contained' : 'text'}>
              {action.label}
            </Button>
          ) : (
            <Button key={action.label} onClick={onClose} variant={action.primary ? 'contained' : 'text'}>
              {action.label}
            </Button>
          ),
        )}
      </DialogActions>
    </Dialog>
  );
}
