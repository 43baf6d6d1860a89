import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ConsultButton } from '@/components/consult/consult-button';
import type { CooperationType } from '@/lib/content/ecology';

/** The two cooperation types with their partner kinds (001 §6), each with its own application button. */
export function CooperationTypes({ types }: { types: CooperationType[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
      {types.map((t) => (
        <Card key={t.key} component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, display: 'flex', flexDirection: 'column' }}>
          <Typography component="h3" sx={{ fontSize: 22, fontWeight: 700, color: 'primary.main' }}>
            {t.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1, lineHeight: 1.8 }}>{t.summary}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'grid', gap: 1.5 }}>
            {t.kinds.map((k) => (
              <Box component="li" key={k.title} sx={{ p: 2, borderRadius: 1.5, bgcolor: 'background.default' }}>
                <Typography component="h4" sx={{ fontWeight: 600 }}>
                  {k.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.8 }}>
                  {k.text}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 3 }}>
            <ConsultButton source={`ecology-${t.key}`} variant="contained">
              申请成为{t.title}
            </ConsultButton>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
