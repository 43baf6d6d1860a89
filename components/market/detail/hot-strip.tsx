import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Product } from '@/lib/contract/market-types';
import { cardPrice } from '@/lib/format/price';
import { messages } from '@/lib/messages';

/** The detail page's side strip: the 5 hot products (001 §7, §9). */
export function HotStrip({ products, currentId }: { products: Product[]; currentId: number }) {
  if (!products.length) return null;
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="hot-products" sx={{ p: 2 }}>
      <Typography id="hot-products" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {messages.hotProducts}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {products.map((p, i) => (
          <li key={p.id}>
            <Link
              href={`/application/list/detail/${p.id}`}
              aria-current={p.id === currentId ? 'page' : undefined}
              underline="none"
              sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', gap: 1, py: 1, color: 'text.primary', textDecoration: 'none', borderRadius: 1, '&:hover .name': { color: 'primary.main' } }}
            >
              <Typography component="span" sx={{ color: i < 3 ? 'secondary.main' : 'text.secondary', fontWeight: 700 }}>{i + 1}</Typography>
              <span>
                <Typography className="name" component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>{p.name}</Typography>
                <Typography component="span" variant="caption" sx={{ color: 'secondary.main' }}>{cardPrice(p)}</Typography>
              </span>
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
