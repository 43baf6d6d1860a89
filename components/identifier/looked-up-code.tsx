'use client';
import { usePathname } from 'next/navigation';
import { identifierFromPathname } from '@/lib/identifier/path';
import { commonMessages } from '@/core/messages/common';
import styles from './looked-up-code.module.css';

/** Long enough for any real identifier; a pasted page of text is cut, not shown whole. */
const shownLength = 80;

/**
 * The code an unknown identifier's page was asked for, so the visitor sees what was looked up. Read
 * from the address in the browser: a not-found screen gets no route parameters, and this one is drawn
 * in the browser anyway (docs/decisions/0003). React writes it as text, so nothing in it runs.
 */
export function LookedUpCode() {
  const code = identifierFromPathname(usePathname());
  if (!code) return null;
  const shown = code.length > shownLength ? `${code.slice(0, shownLength)}…` : code;
  return (
    <p className={styles.code}>
      {commonMessages.identifierLookedUp}：<span>{shown}</span>
    </p>
  );
}
