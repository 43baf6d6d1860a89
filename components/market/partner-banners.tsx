'use client';
import Box from '@mui/material/Box';
import type { BannerView } from '@/lib/market/home-blocks';
import { marketMessages } from '@/core/messages/market';
import { BannerImage, BannerLink, useNoSuchApp } from './banner-link';

/** The partner banners at the foot of the marketplace home, side by side on wide screens. */
export function PartnerBanners({ banners }: { banners: BannerView[] }) {
  const [showMissing, notice] = useNoSuchApp();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: banners.length > 1 ? '1fr 1fr' : '1fr' } }}>
      {banners.map((b, i) => (
        <Box key={b.id} sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <BannerLink banner={b} label={`${marketMessages.marketPartner} ${i + 1}`} onMissing={showMissing}>
            <BannerImage src={b.image} ratio="10 / 3" />
          </BannerLink>
        </Box>
      ))}
      {notice}
    </Box>
  );
}
