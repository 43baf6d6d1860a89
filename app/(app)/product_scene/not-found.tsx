import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { IdentifierSearch } from '@/components/identifier/identifier-search';
import { messages } from '@/lib/messages';

export const metadata: Metadata = { title: messages.identifierNotFound, robots: { index: false } };

/** An unknown or malformed identifier: 404, the spec's message and the search box, nothing reflected. */
export default function IdentifierNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          {messages.identifierNotFound}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          标识格式如 88.365.1/DEMO0001，可在产品包装或铭牌的二维码旁找到。
        </Typography>
        <IdentifierSearch />
      </Paper>
    </Container>
  );
}
