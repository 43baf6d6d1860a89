'use client';
import type { ReactNode } from 'react';
import { actionClass, type ActionLook } from '@/components/actions/action-class';
import { openConsultation } from '@/lib/events';

/** Any "立即咨询"-style button: opens the shell's one consultation dialog, tagged with where it was asked. */
export function ConsultButton({ source, children, ...look }: ActionLook & { source: string; children: ReactNode }) {
  return (
    <button type="button" className={actionClass(look)} data-consult={source} onClick={() => openConsultation(source)}>
      {children}
    </button>
  );
}
