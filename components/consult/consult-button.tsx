'use client';
import Button, { type ButtonProps } from '@mui/material/Button';
import { openConsultation } from '@/lib/events';

/** Any "立即咨询"-style button: opens the shell's one consultation dialog, tagged with where it was asked. */
export function ConsultButton({ source, ...props }: Omit<ButtonProps, 'onClick' | 'href'> & { source: string }) {
  return <Button {...props} data-consult={source} onClick={() => openConsultation(source)} />;
}
