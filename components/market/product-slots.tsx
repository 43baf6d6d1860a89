'use client';
import Box from '@mui/material/Box';
import { ProductCard, ProductPlaceholder } from '@/components/market/product-card';
import type { Product } from '@/lib/contract/market-types';
import { messages } from '@/lib/messages';

interface Props {
  /** A null is an empty slot (a padded row). */
  slots: (Product | null)[];
  /** Columns on a wide screen; phones show one, tablets two. */
  columns?: 3 | 4;
  label?: string;
}

/** A row of product cards with placeholders where a block has fewer products than slots. A client
 * component, as the cards' links are. */
export function ProductSlots({ slots, columns = 4, label }: Props) {
  return (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${columns}, 1fr)` } }}>
      {slots.map((p, i) => (
        <Box role="listitem" key={p ? `p-${p.id}` : `empty-${i}`} sx={{ minWidth: 0 }}>
          {p ? <ProductCard product={p} picture /> : <ProductPlaceholder text={messages.emptyGroup} />}
        </Box>
      ))}
    </Box>
  );
}
