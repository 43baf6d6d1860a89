import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { TitledGrid } from '@/components/content/titled-grid';
import { ConsultButton } from '@/components/consult/consult-button';
import { SectionNav } from '@/components/market/marketing/section-nav';
import { publicConfig } from '@/lib/config/env';
import { catalogueEntry, catalogueSections } from '@/lib/content/catalogue';
import { productIdFrom } from '@/lib/market/product-detail';
import { offersTrial } from '@/lib/market/marketing';
import { messages } from '@/core/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';
import { productPagePath, productPath } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

async function entryOf(params: Props['params']) {
  const id = productIdFrom((await params).id);
  const entry = id === null ? undefined : catalogueEntry(id);
  if (!entry) notFound();
  return entry;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await entryOf(params);
  // The product page shows the same product and is the one to index while the marketplace offers it.
  const canonical = entry.offered ? productPath(entry.id) : undefined;
  return pageMetadata({ title: `${entry.title}产品介绍`, description: entry.description, path: productPagePath(entry.id), canonical });
}

/** 001 §2 application marketing page: the static catalogue's four sections under a sticky navigation. */
export default async function ApplicationMarketingPage({ params }: Props) {
  const entry = await entryOf(params);
  const trial = entry.offered && (await offersTrial(entry.id));
  const path = productPagePath(entry.id);
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, entry.title, entry.description, path)} />
      <PageBanner title={entry.title} text={entry.description} eyebrow="应用详情">
        <ConsultButton source="application-detail" variant="contained" color="secondary" size="large">
          {messages.consultNow}
        </ConsultButton>
        {trial ? (
          <Button href={productPath(entry.id)} variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.7)' }}>
            {messages.freeTrial}
          </Button>
        ) : null}
      </PageBanner>
      <SectionNav sections={catalogueSections} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: { xs: 5, md: 7 } }}>
        {catalogueSections.map((section) => (
          <Box component="section" key={section.key} id={section.key} aria-labelledby={`${section.key}-heading`} sx={{ scrollMarginTop: { xs: 120, md: 128 } }}>
            <Typography id={`${section.key}-heading`} component="h2" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 700, mb: 3, textAlign: 'center' }}>
              {section.label}
            </Typography>
            <TitledGrid items={entry[section.key]} columns={section.key === 'features' ? 2 : 3} numbered={section.key !== 'scenes'} />
          </Box>
        ))}
      </Container>
    </>
  );
}
