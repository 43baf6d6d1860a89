'use client';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';

interface CarouselControlsProps {
  count: number;
  index: number;
  paused: boolean;
  onGo: (i: number) => void;
  onPrev: () => void;
  onNext: () => void;
  onTogglePaused: () => void;
  /** 'light' on a dark banner, 'dark' on a light section. */
  tone?: 'light' | 'dark';
}

/** Pause, previous, next and one dot per slide: every carousel can be stopped and driven by hand. */
export function CarouselControls({ count, index, paused, onGo, onPrev, onNext, onTogglePaused, tone = 'dark' }: CarouselControlsProps) {
  const color = tone === 'light' ? '#fff' : 'primary.main';
  const button = { color, border: 1, borderColor: tone === 'light' ? 'rgba(255,255,255,.5)' : 'divider', width: 36, height: 36 };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton onClick={onTogglePaused} aria-label={paused ? '播放轮播' : '暂停轮播'} sx={button}>
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
      <IconButton onClick={onPrev} aria-label="上一张" sx={button}>
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      <Box sx={{ display: 'flex', gap: 0.5, px: 0.5 }}>
        {Array.from({ length: count }, (_, i) => (
          <Box
            key={i}
            component="button"
            type="button"
            onClick={() => onGo(i)}
            aria-label={`第${i + 1}张`}
            aria-current={i === index ? 'true' : undefined}
            sx={{
              width: i === index ? 22 : 8,
              height: 8,
              p: 0,
              border: 0,
              borderRadius: 4,
              cursor: 'pointer',
              bgcolor: color,
              opacity: i === index ? 1 : 0.35,
              transition: 'width .2s, opacity .2s',
              // The dot is small; the hit area is not.
              position: 'relative',
              // Wider than the dot but not into the next one (4 px apart): a tap on a dot's centre picks that dot.
              '&::after': { content: '""', position: 'absolute', inset: '-8px -2px' },
            }}
          />
        ))}
      </Box>
      <IconButton onClick={onNext} aria-label="下一张" sx={button}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
