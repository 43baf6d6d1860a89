import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { identificationIntro } from '@/lib/content/identification';

export function IdentificationIntro() {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      {identificationIntro.map((p) => (
        <Typography key={p.slice(0, 12)} sx={{ lineHeight: 1.9, mb: 2, color: 'text.secondary' }}>
          {p}
        </Typography>
      ))}
    </Box>
  );
}
