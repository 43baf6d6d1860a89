import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { catalogueEntry } from '@/lib/content/catalogue';
import { productPagePath } from '@/lib/routes';

/** The products a case used, each leading to its marketing page (001 §2: /application/detail/{id}). */
export function CaseProducts({ ids }: { ids: number[] }) {
  const entries = ids.map(catalogueEntry).filter((e) => e !== undefined);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${Math.min(entries.length, 4)}, 1fr)` } }}>
      {entries.map((e) => (
        <li key={e.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea href={productPagePath(e.id)} sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
              <Typography component="h3" sx={{ fontSize: 17, fontWeight: 600 }}>
                {e.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.8 }}>
                {e.description}
              </Typography>
              <Typography variant="body2" sx={{ color: 'primary.main', mt: 'auto', pt: 1.5 }}>
                了解产品 →
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
