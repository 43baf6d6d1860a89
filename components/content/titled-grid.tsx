import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TitledText } from '@/lib/content/types';

interface TitledGridProps {
  items: TitledText[];
  /** Columns from md up; phones always stack. */
  columns?: 2 | 3 | 4;
  /** Number the cards (advantages, pain points) or not (scenes). */
  numbered?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Cards of a title and a sentence: advantages, scenes, pain points, rights. */
export function TitledGrid({ items, columns = 4, numbered = true, headingLevel = 'h3' }: TitledGridProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${columns}, 1fr)` } }}>
      {items.map((item, i) => (
        <Card component="li" key={item.title} variant="outlined" sx={{ p: 3, height: '100%' }}>
          {numbered ? (
            <Box aria-hidden sx={{ fontSize: 28, fontWeight: 700, color: 'primary.main', opacity: 0.75, lineHeight: 1 }}>
              {String(i + 1).padStart(2, '0')}
            </Box>
          ) : null}
          <Typography component={headingLevel} sx={{ fontSize: 18, fontWeight: 600, mt: numbered ? 1.5 : 0 }}>
            {item.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.8 }}>
            {item.text}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
