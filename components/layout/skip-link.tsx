import Box from '@mui/material/Box';

/** The first thing a keyboard reaches: straight past the navigation to the page itself. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      sx={{
        position: 'fixed',
        left: 16,
        top: 12,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: '#fff',
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      跳到主要内容
    </Box>
  );
}
