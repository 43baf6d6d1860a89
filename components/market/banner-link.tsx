'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { BannerView } from '@/lib/market/home-blocks';
import { commonMessages } from '@/core/messages/common';
import { marketMessages } from '@/core/messages/market';

const fill = { display: 'block', width: '100%', height: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer' } as const;

/**
 * One banner as 001 §2 says it behaves: an outside site in a new window, a product's detail page, or
 * the message 暂无该应用 when the product is not among the listed ones.
 */
export function BannerLink({ banner, label, onMissing, children }: { banner: BannerView; label: string; onMissing: () => void; children: ReactNode }) {
  const t = banner.target;
  if (t.kind === 'external') {
    return (
      <a href={t.url} target="_blank" rel="noopener noreferrer" aria-label={`${label}：${new URL(t.url).host}${marketMessages.marketNewWindow}`} style={fill}>
        {children}
      </a>
    );
  }
  if (t.kind === 'product') {
    return (
      <Link href={t.href} aria-label={t.name} style={fill}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onMissing} aria-label={label} style={fill}>
      {children}
    </button>
  );
}

/** The banner's picture; its words are in the picture, the link's label says where it goes. */
export function BannerImage({ src, ratio }: { src: string; ratio: string }) {
  return <Box component="img" src={src} alt="" sx={{ display: 'block', width: '100%', height: '100%', aspectRatio: ratio, objectFit: 'cover' }} />;
}

/** The '暂无该应用' notice of a banner whose product is gone, and the function that shows it. */
export function useNoSuchApp(): [() => void, ReactNode] {
  const [open, setOpen] = useState(false);
  const notice = (
    <Snackbar open={open} autoHideDuration={3000} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="info" variant="filled" onClose={() => setOpen(false)}>
        {commonMessages.noSuchApp}
      </Alert>
    </Snackbar>
  );
  return [() => setOpen(true), notice];
}
