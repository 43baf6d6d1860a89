import Box from '@mui/material/Box';
import type { Solution } from '@/lib/content/types';
import { SolutionCard } from './solution-card';

export function SolutionGrid({ items, headingLevel = 'h3' }: { items: Solution[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {items.map((s) => (
        <li key={s.id}>
          <SolutionCard solution={s} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
