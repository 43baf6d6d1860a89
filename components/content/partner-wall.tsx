import Box from '@mui/material/Box';

/** Partners as word marks: real text (readable, no logos from elsewhere), in a grid that wraps on phones. */
export function PartnerWall({ names }: { names: string[] }) {
  return (
    <Box component="ul" aria-label="合作伙伴" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(8, 1fr)' } }}>
      {names.map((name, i) => (
        <Box
          component="li"
          key={name}
          sx={{
            height: 56,
            display: 'grid',
            placeItems: 'center',
            px: 1,
            textAlign: 'center',
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            fontWeight: 600,
            fontSize: 14,
            color: ['#1456d9', '#0e7c66', '#6b3fd4', '#c2410c'][i % 4],
            letterSpacing: '0.04em',
          }}
        >
          {name}
        </Box>
      ))}
    </Box>
  );
}
