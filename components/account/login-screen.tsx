'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LoginForm } from './login-form';

// The panels (and their drawer) load when one is first opened (a deep link to 立即注册 opens one at once):
// most visitors only log in, and the panels' code kept /login over its script budget (e2e/js-budget.spec.ts).
const LoginPanels = dynamic(() => import('./login-panels').then((m) => m.LoginPanels));

type Panel = 'register' | 'reset' | null;

/** 000 §2 login screen with the find-password and register slide-in panels. */
export function LoginScreen({ from, initialPanel, consoleUrl }: { from: string | null; initialPanel: 'register' | null; consoleUrl: string | null }) {
  const [panel, setPanel] = useState<Panel>(initialPanel);
  // Kept once loaded, so a panel closes with its slide rather than vanishing.
  const [loaded, setLoaded] = useState(initialPanel !== null);
  const open = (next: Panel) => {
    setLoaded(true);
    setPanel(next);
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, md: 8 }, px: 2, background: 'linear-gradient(135deg, #eaf1ff 0%, #f7f9fc 100%)' }}>
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2, textAlign: 'center', fontWeight: 600 }}>
          欢迎登录
        </Typography>
        <LoginForm from={from} consoleUrl={consoleUrl} onForgot={() => open('reset')} onRegister={() => open('register')} />
      </Paper>
      {loaded ? <LoginPanels panel={panel} onClose={() => setPanel(null)} /> : null}
    </Box>
  );
}
