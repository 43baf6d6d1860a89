'use client';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from 'next/link';
import type { FilterGroup } from '@/lib/market/list-filters';

/**
 * The list's four filter groups (001 §2, §4). Every option is a link to the filtered list, so a filter
 * is a URL; a disabled option (a class not under the chosen one) is shown but leads nowhere.
 */
export function ListFilters({ groups }: { groups: FilterGroup[] }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', px: { xs: 1.5, md: 2.5 }, py: 1 }}>
      {groups.map((g, gi) => (
        <Box
          key={g.label}
          role="group"
          aria-labelledby={`filter-${gi}`}
          sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 2 }, py: 1, borderTop: gi ? 1 : 0, borderColor: 'divider' }}
        >
          <Box id={`filter-${gi}`} sx={{ flex: { sm: '0 0 72px' }, fontSize: 14, fontWeight: 600, color: 'text.secondary', pt: { sm: 0.5 } }}>
            {g.label}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
            {g.options.map((o) => (
              <li key={o.label}>
                {o.href ? (
                  <Chip
                    label={o.label}
                    component={Link}
                    href={o.href}
                    scroll={false}
                    clickable
                    size="small"
                    color={o.selected ? 'primary' : 'default'}
                    variant={o.selected ? 'filled' : 'outlined'}
                    aria-current={o.selected ? 'true' : undefined}
                  />
                ) : (
                  <Chip label={o.label} size="small" variant="outlined" disabled aria-disabled="true" />
                )}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
