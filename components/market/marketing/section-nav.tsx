'use client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useState } from 'react';

/** 001 §2, §9: the navigation becomes fixed after 518 px of scrolling. */
export const stickyAfter = 518;
/** 001 §9 "500 minus 120": a section counts as reached when its top is within 120 px of the navigation. */
const reachedOffset = 120;

interface SectionNavProps {
  sections: readonly { key: string; label: string }[];
}

/** The marketing page's section navigation: fixed under the header once scrolled past the banner. */
export function SectionNav({ sections }: SectionNavProps) {
  const [fixed, setFixed] = useState(false);
  const [active, setActive] = useState(sections[0]?.key);
  useEffect(() => {
    const onScroll = () => {
      setFixed(window.scrollY > stickyAfter);
      let current = sections[0]?.key;
      for (const s of sections) {
        const top = document.getElementById(s.key)?.getBoundingClientRect().top;
        if (top !== undefined && top - reachedOffset <= 48) current = s.key;
      }
      // At the bottom of the page the last sections cannot scroll up to the line: the last one is reached.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = sections.at(-1)?.key ?? current;
      setActive(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [sections]);
  return (
    // The placeholder keeps the nav's height in the flow, so the page does not jump when it turns fixed.
    <Box sx={{ height: 52 }}>
      <Box
        component="nav"
        aria-label="页面导航"
        data-fixed={fixed}
        sx={{ position: fixed ? 'fixed' : 'relative', top: fixed ? { xs: 60, md: 68 } : undefined, left: 0, right: 0, zIndex: 10, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', boxShadow: fixed ? 2 : 0 }}
      >
        <Container maxWidth="lg" component="ul" sx={{ display: 'flex', gap: { xs: 0, sm: 2 }, listStyle: 'none', my: 0, py: 0, height: 52, overflowX: 'auto' }}>
          {sections.map((s) => (
            <li key={s.key}>
              <Box
                component="a"
                href={`#${s.key}`}
                onClick={() => setActive(s.key)}
                aria-current={active === s.key ? 'location' : undefined}
                sx={{ display: 'flex', alignItems: 'center', height: 52, px: { xs: 1.25, sm: 2 }, whiteSpace: 'nowrap', textDecoration: 'none', color: active === s.key ? 'primary.main' : 'text.primary', fontWeight: active === s.key ? 700 : 400, borderBottom: 3, borderColor: active === s.key ? 'primary.main' : 'transparent' }}
              >
                {s.label}
              </Box>
            </li>
          ))}
        </Container>
      </Box>
    </Box>
  );
}
