'use client';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { theme } from '@/lib/theme';
import { keepZodJitless } from '@/lib/zod-jitless';

// No vendor prefixer: the browsers this site supports read the standard properties, and the prefixed
// copies made every page's inline CSS about a third larger (docs/decisions/0006-content-page-weight.md).
const stylisPlugins: never[] = [];

// Before any page parses: no `new Function` from zod under the CSP (lib/zod-jitless.ts).
keepZodJitless();

/**
 * Everything a page needs on the client. `nonce` is given on dynamic pages so Emotion's style tags pass
 * the Content-Security-Policy; prerendered pages have none (their policy allows inline styles).
 */
export function Providers({ nonce, children }: { nonce?: string; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <AppRouterCacheProvider options={{ key: 'mui', nonce, stylisPlugins }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
