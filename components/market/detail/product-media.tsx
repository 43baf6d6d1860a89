'use client';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useState } from 'react';
import type { MediaItem } from '@/lib/market/product-view';

/** 001 §2: videos first, then banner pictures; the product picture when there is neither. */
export function ProductMedia({ media, picture, name }: { media: MediaItem[]; picture: string | null; name: string }) {
  const items: MediaItem[] = media.length ? media : picture ? [{ kind: 'image', url: picture }] : [];
  const [index, setIndex] = useState(0);
  const item = items[index];
  const go = (step: number) => setIndex((i) => (i + step + items.length) % items.length);
  return (
    <Box component="section" aria-label={`${name}的图片与视频`} aria-roledescription="carousel">
      <Box sx={{ position: 'relative', aspectRatio: '16 / 10', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
        {item?.kind === 'video' ? (
          <Box component="video" key={item.url} src={item.url} poster={picture ?? undefined} controls preload="none" aria-label={`${name} 视频 ${index + 1}`} sx={{ width: '100%', height: '100%', objectFit: 'contain', bgcolor: '#000' }} />
        ) : item ? (
          // eslint-disable-next-line @next/next/no-img-element -- vendor media of any size; the box fixes the layout
          <img src={item.url} alt={`${name} ${index + 1}`} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : null}
        {items.length > 1 ? (
          <>
            <IconButton aria-label="上一张" onClick={() => go(-1)} sx={{ position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,.85)', '&:hover': { bgcolor: '#fff' } }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label="下一张" onClick={() => go(1)} sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,.85)', '&:hover': { bgcolor: '#fff' } }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
      {items.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {items.map((m, i) => (
            <Box
              key={m.url}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`${m.kind === 'video' ? '视频' : '图片'} ${i + 1}`}
              aria-current={i === index}
              sx={{ flex: '0 0 64px', height: 40, p: 0, cursor: 'pointer', border: 2, borderColor: i === index ? 'primary.main' : 'divider', borderRadius: 0.5, bgcolor: m.kind === 'video' ? 'grey.900' : 'grey.100', color: '#fff', fontSize: 12, backgroundImage: m.kind === 'image' ? `url("${m.url}")` : undefined, backgroundSize: 'cover', backgroundPosition: 'center' }}
            >
              {m.kind === 'video' ? '▶' : null}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
