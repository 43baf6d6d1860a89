'use client';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { messages } from '@/lib/messages';

function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // scrollIntoView honours the section's scroll-margin-top, so the header never covers the heading.
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The table of contents of a sectioned scene; plain anchors, so it also works before hydration. */
export function SectionToc({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <Box component="nav" aria-label={messages.sceneToc} sx={{ mb: 2.5, p: 1.5, borderRadius: 1, bgcolor: 'primary.light' }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {sections.map((s, i) => (
          <li key={s.id}>
            <Link
              component="a"
              href={`#${s.id}`}
              onClick={(e: MouseEvent<HTMLAnchorElement>) => jump(e, s.id)}
              underline="none"
              sx={{
                display: 'inline-block',
                px: 1.25,
                py: 0.5,
                borderRadius: 10,
                fontSize: 14,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'rgba(20, 86, 217, 0.25)',
                '&:hover': { borderColor: 'primary.main' },
                overflowWrap: 'anywhere',
              }}
            >
              {i + 1}. {s.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
