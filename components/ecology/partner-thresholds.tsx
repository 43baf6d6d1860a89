import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { CooperationType } from '@/lib/content/ecology';

/** 001 §6: what each kind of partner must bring. */
export function PartnerThresholds({ types }: { types: CooperationType[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
      {types.map((t) => (
        <Paper key={t.key} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
            {t.title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
            {t.thresholds.map((line) => (
              <Box component="li" key={line} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.75 }}>
                <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
                <Typography>{line}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
