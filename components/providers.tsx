'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { NonceContext } from '@/components/mui/nonce-context';
import { keepZodJitless } from '@/lib/zod-jitless';

// Before any page parses: no `new Function` from zod under the CSP (lib/zod-jitless.ts).
keepZodJitless();

/**
 * Everything every page needs on the client. `nonce` is given on dynamic pages so Emotion's style tags
 * pass the Content-Security-Policy; prerendered pages have none (their policy allows inline styles).
 * MUI's theme and cache are not here: only the parts drawn with MUI load them (components/mui).
 */
export function Providers({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  // Says the page has hydrated (a tap before it does nothing): this effect runs after every child's.
  // Checkers that judge what a person sees, such as the accessibility scan, wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <NonceContext value={nonce}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NonceContext>
  );
}
