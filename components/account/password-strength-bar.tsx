'use client';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { messages } from '@/lib/messages';
import { passwordScore, strengthLevel, type StrengthScreen } from '@/lib/validation/password-strength';

const look = {
  weak: { color: 'error', label: messages.strengthWeak },
  medium: { color: 'warning', label: messages.strengthMedium },
  strong: { color: 'success', label: messages.strengthStrong },
} as const;

/** The strength bar shown after typing (000 §4, 001 §5), with the screen's thresholds. */
export function PasswordStrengthBar({ password, screen }: { password: string; screen: StrengthScreen }) {
  if (!password) return null;
  const score = passwordScore(password);
  const level = strengthLevel(score, screen);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: -1 }} aria-live="polite">
      <LinearProgress variant="determinate" value={Math.max(score, 6)} color={look[level].color} sx={{ flex: 1, height: 6, borderRadius: 3 }} aria-label="密码强度" />
      <Box component="span" sx={{ fontSize: 12, color: `${look[level].color}.main`, minWidth: 48 }}>
        密码强度：{look[level].label}
      </Box>
    </Box>
  );
}
