import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { Metadata } from 'next';
import { navItems } from '@/components/layout/nav-items';
import { messages } from '@/lib/messages';

export const metadata: Metadata = { title: messages.notFoundTitle, robots: { index: false } };

/**
 * `notFound()` inside a content page (the ids are prerendered with dynamicParams = false, so this is a
 * safeguard): the notice and the ways back. Paths no route claims get app/global-not-found.tsx, which
 * falls back to the whole home screen (001 §2). This one stays small on purpose: Next sends a layout's
 * not-found tree in the flight data of every page under it, and the home screen here added 28 kB to
 * each content page (docs/decisions/0012).
 */
export default function NotFound() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Alert severity="info">{messages.notFoundHint}</Alert>
      <Stack component="nav" aria-label={messages.notFoundTitle} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button href="/home" variant="contained">
          {messages.backHome}
        </Button>
        {navItems.slice(1).map((item) => (
          <Button key={item.href} href={item.href} variant="outlined">
            {item.label}
          </Button>
        ))}
      </Stack>
    </Container>
  );
}
