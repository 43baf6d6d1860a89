import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { BrandLogo, brandHomeLabel } from '@/components/layout/brand-logo';
import type { Promotion } from '@/lib/content/promotions';
import { siteName } from '@/lib/seo/site';
import { TitledGrid } from './titled-grid';

/** A promotional page outside the shell (001 §2): its own slim header with the way back home. */
export function PromoPage({ promo, image }: { promo: Promotion; image: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Link href="/home" underline="none" color="inherit" aria-label={brandHomeLabel} sx={{ display: 'flex', minWidth: 0 }}>
            <BrandLogo />
          </Link>
          <Button href="/home" startIcon={<ArrowBackIcon />} variant="outlined" size="small" sx={{ flexShrink: 0 }}>
            返回首页
          </Button>
        </Container>
      </Box>
      <Box component="main" sx={{ flex: 1 }}>
        <Box component="section" sx={{ color: '#fff', bgcolor: 'primary.dark', backgroundImage: { xs: 'linear-gradient(120deg, #0b3c9e, #1456d9)', sm: `url(${image})` }, backgroundSize: 'cover', backgroundPosition: 'center', py: { xs: 6, md: 10 } }}>
          <Container maxWidth="lg">
            <Typography sx={{ letterSpacing: '0.2em', opacity: 0.8 }}>{promo.eyebrow}</Typography>
            <Typography component="h1" sx={{ fontSize: { xs: 28, md: 44 }, fontWeight: 700, mt: 1, lineHeight: 1.3 }}>
              {promo.title}
            </Typography>
            <Typography sx={{ fontSize: { xs: 16, md: 22 }, mt: 1.5, opacity: 0.92 }}>{promo.subtitle}</Typography>
          </Container>
        </Box>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
          <Typography sx={{ fontSize: { xs: 16, md: 18 }, lineHeight: 2, color: 'text.secondary', maxWidth: 860 }}>{promo.description}</Typography>
          <Box sx={{ mt: 4 }}>
            {/* Straight under the page title: no section heading between them. */}
            <TitledGrid items={promo.highlights} headingLevel="h2" />
          </Box>
          <Box component="nav" aria-label="继续浏览" sx={{ mt: 5, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {promo.links.map((l, i) => (
              <Button key={l.href} href={l.href} variant={i === 0 ? 'contained' : 'outlined'} size="large">
                {l.label}
              </Button>
            ))}
          </Box>
        </Container>
      </Box>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary', fontSize: 13, borderTop: 1, borderColor: 'divider' }}>
        © 2021–2026 {siteName} · <Link href="/home">返回首页</Link>
      </Box>
    </Box>
  );
}
