'use client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CarouselControls } from './carousel-controls';
import { useAutoAdvance } from './use-auto-advance';

export interface BannerSlide {
  title: string;
  text: string;
  image: string;
}

/**
 * The list pages' banner that turns every 3 s (001 §2). All slides are stacked in one grid cell, so
 * the banner is as tall as its tallest slide from the first paint and never jumps. The first slide's
 * title is the page's h1; the others are not headings.
 */
export function RotatingBanner({ slides, label, children }: { slides: readonly BannerSlide[]; label: string; children?: ReactNode }) {
  const c = useAutoAdvance(slides.length);
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label} {...c.regionProps} sx={{ position: 'relative', color: '#fff', bgcolor: 'primary.dark' }}>
      <Box aria-live={c.rotating ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {slides.map((s, i) => (
          <Box
            key={s.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
            aria-hidden={i !== c.index}
            inert={i !== c.index}
            sx={{
              gridArea: '1 / 1',
              // On phones the picture would sit under the text: a plain gradient there.
              backgroundImage: { xs: 'linear-gradient(120deg, #0b3c9e, #1456d9)', sm: `url(${s.image})` },
              backgroundSize: 'cover',
              backgroundPosition: 'center',
              opacity: i === c.index ? 1 : 0,
              transition: 'opacity .6s ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              pt: { xs: 5, md: 8 },
              pb: { xs: 11, md: 12 },
            }}
          >
            <Container maxWidth="lg">
              <Typography component={i === 0 ? 'h1' : 'p'} sx={{ fontSize: { xs: 26, md: 38 }, fontWeight: 700, lineHeight: 1.3 }}>
                {s.title}
              </Typography>
              <Typography sx={{ mt: 1.5, maxWidth: 640, fontSize: { xs: 14, md: 17 }, opacity: 0.9 }}>{s.text}</Typography>
            </Container>
          </Box>
        ))}
      </Box>
      <Container maxWidth="lg" sx={{ position: 'absolute', left: 0, right: 0, bottom: { xs: 20, md: 28 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {children}
        <CarouselControls tone="light" count={slides.length} index={c.index} paused={c.paused} onGo={c.go} onPrev={c.prev} onNext={c.next} onTogglePaused={c.togglePaused} />
      </Container>
    </Box>
  );
}
