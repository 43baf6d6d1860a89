import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { notFound } from 'next/navigation';
import { env } from '@/lib/config/env';

/**
 * The cheapest dynamic page of this build, in the same shell, under the same headers and CSP: the
 * reference `npm run bench` prices dynamic pages against. It exists only when the server runs with BENCH=1.
 */
export default function BenchPage() {
  if (!env().BENCH) notFound();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h5">
        基准页面
      </Typography>
    </Container>
  );
}
