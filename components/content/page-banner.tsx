import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageBannerProps {
  title: string;
  text?: string;
  eyebrow?: string;
  /** A 1440×360 decorative SVG under /images/content/banners/. */
  image?: string;
  children?: ReactNode;
}

/**
 * The banner at the top of each content page: the page's one h1. The picture is a CSS background
 * (decoration, no layout of its own), so the block's height is fixed by its text and never shifts.
 */
export function PageBanner({ title, text, eyebrow, image = '/images/content/banners/page-blue.svg', children }: PageBannerProps) {
  return (
    <Box
      component="section"
      sx={{
        color: '#fff',
        bgcolor: 'primary.dark',
        // On phones the picture would sit under the text: a plain gradient there.
        backgroundImage: { xs: 'linear-gradient(120deg, #0b3c9e, #1456d9)', sm: `url(${image})` },
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        py: { xs: 5, md: 8 },
      }}
    >
      <Container maxWidth="lg">
        {eyebrow ? (
          <Typography sx={{ fontSize: 14, letterSpacing: '0.2em', opacity: 0.8, mb: 1 }}>{eyebrow}</Typography>
        ) : null}
        <Typography component="h1" sx={{ fontSize: { xs: 26, md: 38 }, fontWeight: 700, lineHeight: 1.3, maxWidth: 760 }}>
          {title}
        </Typography>
        {text ? <Typography sx={{ mt: 1.5, maxWidth: 640, fontSize: { xs: 14, md: 17 }, opacity: 0.9 }}>{text}</Typography> : null}
        {children ? <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{children}</Box> : null}
      </Container>
    </Box>
  );
}
