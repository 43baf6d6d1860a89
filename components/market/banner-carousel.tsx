'use client';
import Box from '@mui/material/Box';
import { CarouselControls } from '@/components/content/carousel-controls';
import { useAutoAdvance } from '@/components/content/use-auto-advance';
import type { BannerView } from '@/lib/market/home-blocks';
import { marketMessages } from '@/core/messages/market';
import { BannerImage, BannerLink, useNoSuchApp } from './banner-link';

/** The marketplace home's banner carousel: turns every 3 s, can be paused and driven by hand (001 §2, §9). */
export function BannerCarousel({ banners }: { banners: BannerView[] }) {
  const c = useAutoAdvance(banners.length);
  const [showMissing, notice] = useNoSuchApp();
  if (banners.length === 0) return null;
  return (
    // The controls sit under the pictures, not on them: on a phone they would cover half a banner.
    <Box component="section" aria-roledescription="carousel" aria-label={marketMessages.marketBanners} {...c.regionProps}>
      <Box aria-live={c.rotating ? 'off' : 'polite'} sx={{ display: 'grid', borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark' }}>
        {banners.map((b, i) => (
          <Box
            key={b.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${banners.length}`}
            aria-hidden={i !== c.index}
            inert={i !== c.index}
            sx={{ gridArea: '1 / 1', opacity: i === c.index ? 1 : 0, transition: 'opacity .6s ease', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
          >
            <BannerLink banner={b} label={`${marketMessages.marketBanners} ${i + 1}`} onMissing={showMissing}>
              <BannerImage src={b.image} ratio="10 / 3" />
            </BannerLink>
          </Box>
        ))}
      </Box>
      {banners.length > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <CarouselControls count={banners.length} index={c.index} paused={c.paused} onGo={c.go} onPrev={c.prev} onNext={c.next} onTogglePaused={c.togglePaused} />
        </Box>
      ) : null}
      {notice}
    </Box>
  );
}
