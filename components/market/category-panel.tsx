import Box from '@mui/material/Box';
import Link from 'next/link';
import type { CategoryEntry } from '@/lib/market/home-blocks';
import { listHref, emptyQuery } from '@/lib/market/list-query';

/** Up to 6 level-1 classes with their level-2 children; each opens the list filtered by it (001 §2). */
export function CategoryPanel({ entries, label }: { entries: CategoryEntry[]; label: string }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        // Two columns already on a phone: six classes in three short rows rather than six tall ones.
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        '& a': { color: 'inherit', textDecoration: 'none' },
        '& a:hover, & a:focus-visible': { color: 'primary.main', textDecoration: 'underline' },
      }}
    >
      {entries.map((c) => (
        <Box key={c.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 }, bgcolor: 'background.paper', minWidth: 0 }}>
          <Box component="h3" sx={{ m: 0, fontSize: { xs: 15, sm: 16 }, fontWeight: 700 }}>
            <Link href={listHref({ ...emptyQuery, l1: c.id })}>{c.name}</Link>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: { xs: 1.5, sm: 2 }, rowGap: 0.5, fontSize: { xs: 13, sm: 14 }, color: 'text.secondary' }}>
            {c.children.map((k) => (
              <li key={k.id}>
                <Link href={listHref({ ...emptyQuery, l1: c.id, l2: k.id })}>{k.name}</Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
