import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/home-screen';
import { messages } from '@/lib/messages';

export const metadata: Metadata = { title: messages.notFoundTitle, robots: { index: false } };

/** Unknown paths fall back to the home screen, with a word that the page asked for is not there. */
export default function NotFound() {
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: 2 }}>
        <Alert severity="info">{messages.notFoundHint}</Alert>
      </Container>
      <HomeScreen />
    </>
  );
}
