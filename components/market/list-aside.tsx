import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { ConsultButton } from '@/components/consult/consult-button';
import type { Product } from '@/lib/contract/market-types';
import { cardPrice } from '@/lib/format/price';
import { messages } from '@/lib/messages';

/** The list's right column (001 §2): a consultant button and a 'selected applications' strip. */
export function ListAside({ selected }: { selected: Product[] }) {
  return (
    <Box component="aside" aria-label={`${messages.marketConsultant}与${messages.marketChoice}`} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {messages.marketConsultHint}
        </Typography>
        <ConsultButton source="market-list" variant="contained" fullWidth>
          {messages.marketConsultant}
        </ConsultButton>
      </Box>
      {selected.length > 0 ? (
        <Box component="section" aria-labelledby="selected-strip" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper' }}>
          <Typography id="selected-strip" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {messages.marketChoice}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, '& a': { color: 'inherit', textDecoration: 'none' }, '& a:hover': { color: 'primary.main' } }}>
            {selected.map((p) => (
              <li key={p.id}>
                <Link href={`/application/list/detail/${p.id}`} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                  {p.viewPicture ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={p.viewPicture} alt="" width={64} height={40} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
                  ) : null}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                      {p.name}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'secondary.main' }}>
                      {cardPrice(p)}
                    </Typography>
                  </Box>
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
