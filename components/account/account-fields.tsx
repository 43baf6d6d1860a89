'use client';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DemoInboxHint } from '@/components/forms/demo-inbox-hint';
import { SendCodeButton, type SendResult } from '@/components/forms/send-code-button';
import type { StrengthScreen } from '@/core/validation/password-strength';
import type { textField } from './form-bits';
import { PasswordStrengthBar } from './password-strength-bar';

// The fields the login, register, find-password and change-password forms share.

type FieldProps = ReturnType<typeof textField>;

export function PhoneField({ field, label = '手机号' }: { field: FieldProps; label?: string }) {
  return <TextField label={label} autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }} {...field} />;
}

/** The SMS code with its send button beside it (and, in demo mode, the way to the demo inbox under it). */
export function CodeWithSend({ field, onSend }: { field: FieldProps; onSend: () => Promise<SendResult> }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField label="验证码" autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...field} />
        <Box sx={{ pt: 1 }}>
          <SendCodeButton onSend={onSend} />
        </Box>
      </Box>
      <DemoInboxHint />
    </Box>
  );
}

interface PasswordPairProps {
  password: FieldProps;
  confirm: FieldProps;
  /** What is typed in the first field, for the strength bar. */
  value: string;
  screen: StrengthScreen;
  labels: [string, string];
}

/** A new password, its strength bar with the screen's thresholds, and the confirmation. */
export function PasswordPair({ password, confirm, value, screen, labels }: PasswordPairProps) {
  return (
    <>
      <TextField label={labels[0]} type="password" autoComplete="new-password" {...password} />
      <PasswordStrengthBar password={value} screen={screen} />
      <TextField label={labels[1]} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
