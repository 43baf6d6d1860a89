'use client';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';
import { isBreached, loadBreachedPasswords, type BreachedList } from '@/core/validation/breached-passwords';
import { passwordScore, strengthLevel, type StrengthScreen } from '@/core/validation/password-strength';

const look = {
  weak: { color: 'error', label: commonMessages.strengthWeak },
  medium: { color: 'warning', label: commonMessages.strengthMedium },
  strong: { color: 'success', label: commonMessages.strengthStrong },
} as const;

/** The list of leaked passwords, fetched once the person starts typing one (it is not small). */
function useBreachedList(wanted: boolean): BreachedList | undefined {
  const [list, setList] = useState<BreachedList>();
  useEffect(() => {
    if (wanted && !list) void loadBreachedPasswords().then(setList);
  }, [wanted, list]);
  return list;
}

/**
 * The strength bar shown after typing (000 §4, 001 §5), with the screen's thresholds. A password from the
 * breach list shows as weak with the reason, as the gateway will refuse it (ASVS 6.2.4). The bar shows the
 * score itself: a short password's 0 is an empty track beside 弱, not a sliver that says 6 %.
 */
export function PasswordStrengthBar({ password, screen }: { password: string; screen: StrengthScreen }) {
  const list = useBreachedList(Boolean(password));
  if (!password) return null;
  const breached = list ? isBreached(password, list) : false;
  const score = breached ? 0 : passwordScore(password);
  const level = strengthLevel(score, screen);
  return (
    <Box sx={{ mt: -1 }} aria-live="polite">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress variant="determinate" value={score} color={look[level].color} sx={{ flex: 1, height: 6, borderRadius: 3 }} aria-label="密码强度" />
        <Box component="span" sx={{ fontSize: 12, color: `${look[level].color}.main`, minWidth: 48 }}>
          密码强度：{look[level].label}
        </Box>
      </Box>
      {breached && (
        <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: 12, color: 'error.main' }}>
          {validationMessages.passwordBreached}
        </Box>
      )}
    </Box>
  );
}
