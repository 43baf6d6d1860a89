'use client';
import { useEffect, type ReactNode } from 'react';
import { NonceContext } from '@/components/mui/nonce-context';
import { keepZodJitless } from '@/lib/zod-jitless';

// Before any page parses: no `new Function` from zod under the CSP (lib/zod-jitless.ts).
keepZodJitless();

/**
 * Everything every page needs on the client. `nonce` is given on dynamic pages so Emotion's style tags
 * pass the Content-Security-Policy; prerendered pages have none (their policy allows inline styles).
 * MUI's theme and cache are not here: only the parts drawn with MUI load them (components/mui); nor is
 * react-query: the parts that fetch through it hand its client to each hook (lib/query/client.ts).
 */
export function Providers({ nonce, children }: { nonce?: string; children: ReactNode }) {
  // Says the page has hydrated (a tap before it does nothing): this effect runs after every child's.
  // Checkers that judge what a person sees, such as the accessibility scan, wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <NonceContext value={nonce}>{children}</NonceContext>;
}
