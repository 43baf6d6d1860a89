'use client';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from 'next/link';
import { messages } from '@/lib/messages';

export interface SortLink {
  label: string;
  href: string;
  /** The direction shown, when this sort is the current one. */
  active?: 'asc' | 'desc';
}

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Sort by listing time or by price (001 §4): a new sort starts up, the current one turns around. */
export function ListSort({ links }: { links: SortLink[] }) {
  return (
    <Box role="group" aria-label={messages.marketSort} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {links.map((l) => (
        <Button
          key={l.label}
          component={Link}
          href={l.href}
          scroll={false}
          size="small"
          variant={l.active ? 'contained' : 'outlined'}
          aria-current={l.active ? 'true' : undefined}
          endIcon={l.active === 'desc' ? <ArrowDownwardIcon /> : <ArrowUpwardIcon sx={{ opacity: l.active ? 1 : 0.4 }} />}
        >
          {l.label}
          {l.active ? <span style={hidden}>{l.active === 'asc' ? messages.marketSortUp : messages.marketSortDown}</span> : null}
        </Button>
      ))}
    </Box>
  );
}
