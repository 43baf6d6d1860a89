'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { ConsultButton } from '@/components/consult/consult-button';
import { CarouselControls } from '@/components/content/carousel-controls';
import { useAutoAdvance } from '@/components/content/use-auto-advance';

export interface SolutionSlide {
  id: number;
  title: string;
  subTitle: string;
  desc: string;
  imgUrl: string;
  industry: string;
}

/**
 * The home solutions carousel (000 §2): moves on 3 s after the pointer leaves or the slide changes,
 * hovering stops it, after the last comes the first. All slides share one grid cell so the block's
 * height is fixed from the first paint.
 */
export function SolutionsCarousel({ slides }: { slides: SolutionSlide[] }) {
  const c = useAutoAdvance(slides.length);
  return (
    <Box aria-roledescription="carousel" aria-label="行业解决方案轮播" data-testid="solutions-carousel" {...c.regionProps}>
      <Box aria-live={c.rotating ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {slides.map((s, i) => (
          <Box
            key={s.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}：${s.title}`}
            aria-hidden={i !== c.index}
            inert={i !== c.index}
            data-active={i === c.index ? 'true' : undefined}
            sx={{
              gridArea: '1 / 1',
              opacity: i === c.index ? 1 : 0,
              visibility: i === c.index ? 'visible' : 'hidden',
              transition: 'opacity .5s ease, visibility .5s',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              display: 'grid',
              gap: { xs: 2.5, md: 5 },
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'center',
            }}
          >
            <Box sx={{ borderRadius: 2, overflow: 'hidden', aspectRatio: '8 / 5', bgcolor: 'primary.dark' }}>
              <Image src={s.imgUrl} alt="" width={480} height={300} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            </Box>
            <Box>
              <Chip label={s.industry} size="small" color="primary" variant="outlined" />
              <Typography component="h3" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 700, mt: 1.5 }}>
                {s.title}
              </Typography>
              <Typography sx={{ color: 'primary.main', mt: 1, fontWeight: 500 }}>{s.subTitle}</Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.8 }}>{s.desc}</Typography>
              <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <Button href={`/solution/${s.id}`} variant="contained" aria-label={`查看方案：${s.title}`}>
                  查看方案
                </Button>
                <ConsultButton source="home-custom-solution" variant="outlined">
                  定制方案
                </ConsultButton>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: { xs: 'center', md: 'flex-start' } }}>
        <CarouselControls count={slides.length} index={c.index} paused={c.paused} onGo={c.go} onPrev={c.prev} onNext={c.next} onTogglePaused={c.togglePaused} />
      </Box>
    </Box>
  );
}
