'use client';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';

function SlideIn({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 }, p: 3 }, role: 'dialog', 'aria-label': title } as object }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <IconButton aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {open ? children : null}
    </Drawer>
  );
}

/** The login screen's slide-in panels (000 §2): find password and register. */
export function LoginPanels({ panel, onClose }: { panel: 'register' | 'reset' | null; onClose: () => void }) {
  return (
    <>
      <SlideIn open={panel === 'register'} title="注册账号" onClose={onClose}>
        <RegisterForm onLogin={onClose} />
      </SlideIn>
      <SlideIn open={panel === 'reset'} title="找回密码" onClose={onClose}>
        <ResetForm onDone={onClose} />
      </SlideIn>
    </>
  );
}
