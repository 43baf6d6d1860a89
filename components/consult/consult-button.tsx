'use client';
import Button, { type ButtonProps } from '@mui/material/Button';
import { openConsultation } from '@/lib/events';

/** Any 'consult now', 'custom solution' or 'prefix application' button: opens the one consultation modal. */
export function ConsultButton({ source, children, ...props }: ButtonProps & { source: string }) {
  return (
    <Button {...props} onClick={() => openConsultation(source)}>
      {children}
    </Button>
  );
}
