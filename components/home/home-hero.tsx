import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConsultButton } from '@/components/consult/consult-button';
import { homeBanner } from '@/lib/content/home';
import { messages } from '@/lib/messages';

/** The home banner: the national electronic-information industry title and 'consult now' (000 §2). */
export function HomeHero() {
  return (
    <Box
      component="section"
      sx={{
        color: '#fff',
        bgcolor: 'primary.dark',
        // On phones the picture would sit under the text: a plain gradient there.
        backgroundImage: { xs: 'linear-gradient(120deg, #0b3c9e, #1456d9)', sm: 'url(/images/content/banners/page-blue.svg)' },
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Typography component="h1" sx={{ fontSize: { xs: 26, md: 40 }, fontWeight: 700, lineHeight: 1.3 }}>
          {homeBanner.title}
          <Box component="span" sx={{ display: 'block', fontSize: { xs: 18, md: 26 }, fontWeight: 500, mt: 1, opacity: 0.92 }}>
            {homeBanner.subtitle}
          </Box>
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640, opacity: 0.88, fontSize: { xs: 14, md: 16 } }}>{homeBanner.text}</Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
          <ConsultButton source="home-banner" variant="contained" color="secondary" size="large">
            {messages.consultNow}
          </ConsultButton>
          <Button href="/solution" variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}>
            解决方案
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
