'use client';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { commonMessages } from '@/core/messages/common';
import { completeDay, dayInputProblem, maskDay } from '@/lib/format/day';

interface DayFieldProps {
  label: string;
  /** What the person has typed, a whole day or not. */
  value: string;
  onChange: (value: string) => void;
  /** Told when the field is left (a form library's touched state). */
  onBlur?: () => void;
  /** A form's own word on the value (required, not in the future), shown when the field has none. */
  problem?: string;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A day typed as YYYY-MM-DD in a text field: a native date input would show the browser's locale
 * (01/05/2026 in an English browser). Hyphens come in as digits are typed, what was typed stays, a short
 * form is written out in full on leaving the field (2026-1-5), and a text that is no day is said so from
 * then on, without being cleared.
 */
export function DayField({ label, value, onChange, onBlur, problem: formProblem, required, fullWidth, size = 'small', sx }: DayFieldProps) {
  const [left, setLeft] = useState(false);
  const problem = (left ? dayInputProblem(value) : null) ?? formProblem ?? null;
  return (
    <TextField
      size={size}
      required={required}
      fullWidth={fullWidth}
      label={label}
      value={value}
      onChange={(e) => onChange(maskDay(e.target.value))}
      onBlur={() => {
        setLeft(true);
        const complete = completeDay(value);
        if (complete !== value) onChange(complete);
        onBlur?.();
      }}
      error={problem !== null}
      helperText={problem}
      placeholder={commonMessages.dayPlaceholder}
      autoComplete="off"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10, pattern: '\\d{4}-\\d{1,2}-\\d{1,2}', spellCheck: false },
      }}
      sx={sx}
    />
  );
}
