'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState } from 'react';
import { ShellIcon } from './shell-icons';
import styles from './side-float.module.css';
import { IdentifierSearchBox, MiniProgramCard, ServicePhoneCard } from './side-float-panels';

interface SideFloatPhoneProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  servicePhone: string;
  onContact: () => void;
}

/** Phones: two small round buttons instead of the rail; the shortcuts open in a bottom sheet. */
export function SideFloatPhone({ identifier, onIdentifierChange, servicePhone, onContact }: SideFloatPhoneProps) {
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const titleId = useId();
  return (
    <div className={styles.phone}>
      <button
        type="button"
        className={styles.fab}
        aria-label="快捷服务"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onClick={() => setOpen(true)}
      >
        <ShellIcon name="apps" />
      </button>
      <button type="button" className={`${styles.fab} ${styles.fabPrimary}`} aria-label="联系我们" onClick={onContact}>
        <ShellIcon name="headsetMic" />
      </button>
      <Drawer
        id={sheetId}
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { borderRadius: '16px 16px 0 0', px: 2.5, pt: 1.5, pb: 'calc(20px + env(safe-area-inset-bottom))' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box component="h2" id={titleId} sx={{ m: 0, fontSize: 17, fontWeight: 600 }}>
            快捷服务
          </Box>
          <IconButton edge="end" aria-label="关闭快捷服务" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <IdentifierSearchBox value={identifier} onChange={onIdentifierChange} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ServicePhoneCard phone={servicePhone} />
          </Box>
          <Box sx={{ flexShrink: 0, width: 112 }}>
            <MiniProgramCard compact />
          </Box>
        </Box>
        <Button
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 3 }}
          onClick={() => {
            setOpen(false);
            onContact();
          }}
        >
          联系我们
        </Button>
      </Drawer>
    </div>
  );
}
