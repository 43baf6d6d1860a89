import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BannerCarousel } from '@/components/market/banner-carousel';
import { CategoryPanel } from '@/components/market/category-panel';
import { MarketSearch } from '@/components/market/market-search';
import { MarketSection } from '@/components/market/market-section';
import { PartnerBanners } from '@/components/market/partner-banners';
import { ProductSlots } from '@/components/market/product-slots';
import { MuiProvider } from '@/components/mui/mui-provider';
import { userMessage } from '@/lib/gateway/user-message';
import { bannerView, categoryPanel, homeLimits, padSlots } from '@/lib/market/home-blocks';
import { emptyQuery, listHref } from '@/lib/market/list-query';
import { choiceBlocks, marketBanners, marketClasses, officialSelection, partnerBanners, productNames, zeroTrialProducts } from '@/lib/market/market-data';
import { messages } from '@/core/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paths } from '@/lib/routes';

export const metadata: Metadata = pageMetadata({ title: messages.marketHomeTitle, description: messages.marketHomeDescription, path: paths.market });

const moreLink = (href: string) => (
  <Box component="span" sx={{ fontSize: 14, whiteSpace: 'nowrap', '& a': { color: 'primary.main', textDecoration: 'none' }, '& a:hover': { textDecoration: 'underline' } }}>
    <Link href={href}>{messages.viewMore}</Link>
  </Box>
);

/** The marketplace home (001 §2): search, categories, banners, official selection, 0-yuan row, selected blocks, partners. */
export default async function MarketHomePage() {
  const [classes, banners, names, official, zero, blocks, partners] = await Promise.all([
    marketClasses(),
    marketBanners(),
    productNames(),
    officialSelection(),
    zeroTrialProducts(),
    choiceBlocks(),
    partnerBanners(),
  ]);
  const known = names.ok ? names.data : new Map<number, string>();
  const failed = [classes, banners, names, official, zero, blocks, partners].find((r) => !r.ok);
  // This page shares its folder with the list, which is drawn without MUI: its provider is here, not in a layout.
  return (
    <MuiProvider>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'center' }, justifyContent: 'space-between', gap: 2, mb: 3 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}>
            {messages.marketHomeTitle}
          </Typography>
          <Box sx={{ width: { xs: '100%', md: 520 } }}>
            <MarketSearch />
          </Box>
        </Box>
        {failed && !failed.ok ? <Alert severity="error" sx={{ mb: 2 }}>{userMessage(failed.error)}</Alert> : null}
        {/* Promotions: not in the care mode's simpler page (styles/care.css). */}
        {banners.ok ? (
          <div data-care-hidden>
            <BannerCarousel banners={banners.data.map((b) => bannerView(b, known))} />
          </div>
        ) : null}
        {classes.ok ? (
          <MarketSection id="market-categories" title={messages.marketCategories} action={moreLink(listHref(emptyQuery))}>
            <CategoryPanel entries={categoryPanel(classes.data)} label={messages.marketCategories} />
          </MarketSection>
        ) : null}
        {official.ok && official.data.length > 0 ? (
          <MarketSection id="market-official" title={messages.marketOfficial}>
            <ProductSlots slots={official.data.slice(0, homeLimits.official)} label={messages.marketOfficial} />
          </MarketSection>
        ) : null}
        {zero.ok ? (
          <MarketSection id="market-zero" title={messages.marketZero}>
            <ProductSlots slots={padSlots(zero.data, homeLimits.zeroSlots)} label={messages.marketZero} />
          </MarketSection>
        ) : null}
        {blocks.ok && blocks.data.length > 0 ? (
          <MarketSection id="market-choice" title={messages.marketChoice}>
            {blocks.data.slice(0, homeLimits.classes).map((b) => (
              <Box key={b.id} component="section" aria-labelledby={`choice-${b.id}`} sx={{ mt: 3 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
                  <Typography id={`choice-${b.id}`} component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                    {b.name}
                  </Typography>
                  {moreLink(listHref({ ...emptyQuery, l1: Number(b.id) }))}
                </Box>
                <ProductSlots slots={padSlots(b.apiProductManagerVoList ?? [], homeLimits.blockSlots)} label={b.name} />
              </Box>
            ))}
          </MarketSection>
        ) : null}
        {partners.ok && partners.data.length > 0 ? (
          <MarketSection id="market-partners" title={messages.marketPartner} careHidden>
            <PartnerBanners banners={partners.data.map((b) => bannerView(b, known))} />
          </MarketSection>
        ) : null}
      </Container>
    </MuiProvider>
  );
}
