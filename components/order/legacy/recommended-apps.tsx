'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProductCard } from '@/components/market/product-card';
import type { Product } from '@/core/contract';
import { orderMessages } from '@/core/messages/order';

/** 'Recommended for you' (001 §2): the first four recommended applications. A client component, as the cards' links are. */
export function RecommendedApps({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="recommended-title" sx={{ mt: 4 }}>
      <Typography id="recommended-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {orderMessages.recommendedForYou}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {products.slice(0, 4).map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </Box>
    </Box>
  );
}
