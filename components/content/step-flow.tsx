import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TitledText } from '@/lib/content/types';

/** Numbered steps in a row (a column on phones): the cooperation flow, the access flow, the partner process. */
export function StepFlow({ steps, label }: { steps: TitledText[]; label: string }) {
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${steps.length}, 1fr)` } }}
    >
      {steps.map((step, i) => (
        <Box component="li" key={step.title} sx={{ position: 'relative', display: 'flex', gap: 2, alignItems: 'flex-start', p: 2.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Box aria-hidden sx={{ flex: '0 0 40px', height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
            {i + 1}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: 17 }}>
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
