import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { Product } from '@/lib/contract/market-types';
import { cardPrice, firstTraits } from '@/lib/format/price';

/**
 * A product as cards show it everywhere: name, description, first 2 traits, price or 面议. The
 * marketplace's cards show the picture on top as well (001 §2).
 */
export function ProductCard({ product, picture = false }: { product: Product; picture?: boolean }) {
  const image = picture ? (product.viewPicture ?? product.pictureViewer?.[0]) : undefined;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {/* No prefetch: a list page would otherwise render every card's detail page on the server as it scrolls into view. */}
      <CardActionArea component={Link} prefetch={false} href={`/application/list/detail/${product.id}`} sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {image ? (
          // Vendor pictures are small SVGs or photos of any size: a fixed frame keeps the cards in line.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image} alt="" loading="lazy" width={480} height={300} style={{ width: 'calc(100% + 40px)', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', margin: '-20px -20px 16px', display: 'block' }} />
        ) : null}
        <Typography component="h3" variant="subtitle1" noWrap title={product.name} sx={{ fontWeight: 600 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, minHeight: 40, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {product.describes}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, minHeight: 24, flexWrap: 'wrap' }}>
          {firstTraits(product.trait).map((t) => (
            <Chip key={t} label={t} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
        <Typography sx={{ mt: 'auto', pt: 2, color: 'secondary.main', fontWeight: 700 }}>
          {cardPrice(product)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The empty slot that keeps a row's shape when a group has fewer products than slots. */
export function ProductPlaceholder({ text }: { text: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', minHeight: 180, display: 'flex', alignItems: 'center', justifyContent: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Card>
  );
}
