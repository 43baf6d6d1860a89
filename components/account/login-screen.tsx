'use client';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useState, type ReactNode } from 'react';
import { LoginForm } from './login-form';
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

/** 000 §2 login screen with the find-password and register slide-in panels. */
export function LoginScreen({ from, initialPanel, consoleUrl }: { from: string | null; initialPanel: 'register' | null; consoleUrl: string | null }) {
  const [panel, setPanel] = useState<'register' | 'reset' | null>(initialPanel);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 8 }, px: 2, background: 'linear-gradient(135deg, #eaf1ff 0%, #f7f9fc 100%)' }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2, textAlign: 'center', fontWeight: 600 }}>
          欢迎登录
        </Typography>
        <LoginForm from={from} consoleUrl={consoleUrl} onForgot={() => setPanel('reset')} onRegister={() => setPanel('register')} />
      </Paper>
      <SlideIn open={panel === 'register'} title="注册账号" onClose={() => setPanel(null)}>
        <RegisterForm onLogin={() => setPanel(null)} />
      </SlideIn>
      <SlideIn open={panel === 'reset'} title="找回密码" onClose={() => setPanel(null)}>
        <ResetForm onDone={() => setPanel(null)} />
      </SlideIn>
    </Box>
  );
}
