import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Milestone } from '@/lib/content/introduction';

/** The development history: a vertical timeline on phones, a row of years from md up. */
export function HistoryTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 0, md: 2 }, gridTemplateColumns: { xs: '1fr', md: `repeat(${milestones.length}, 1fr)` } }}>
      {milestones.map((m) => (
        <Box
          component="li"
          key={m.year}
          sx={{
            position: 'relative',
            pl: { xs: 4, md: 0 },
            pt: { xs: 0, md: 4 },
            pb: { xs: 3, md: 0 },
            borderLeft: { xs: 2, md: 0 },
            borderTop: { xs: 0, md: 2 },
            borderColor: 'primary.light',
            ml: { xs: 1, md: 0 },
            '&::before': {
              content: '""',
              position: 'absolute',
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              border: 3,
              borderColor: 'background.paper',
              left: { xs: -8, md: 0 },
              top: { xs: 2, md: -8 },
            },
          }}
        >
          <Typography component="h3" sx={{ fontSize: 24, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
            {m.year}
          </Typography>
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{m.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.8 }}>
            {m.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
