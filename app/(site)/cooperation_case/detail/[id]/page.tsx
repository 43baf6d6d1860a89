import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseProducts } from '@/components/cases/case-products';
import { CaseStats } from '@/components/cases/case-stats';
import { ConsultButton } from '@/components/consult/consult-button';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { PageBreadcrumbs } from '@/components/content/page-breadcrumbs';
import { TitledGrid } from '@/components/content/titled-grid';
import { publicConfig } from '@/lib/config/env';
import { caseStudies, caseStudy } from '@/lib/content/cases';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { articleLd, breadcrumbLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ id: string }> };

// Ids 1-7, all prerendered; any other id is the site's not-found page with 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudies.map((c) => ({ id: String(c.id) }));
}

async function studyOf(params: Props['params']) {
  const { id } = await params;
  return /^\d+$/.test(id) ? caseStudy(Number(id)) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const c = await studyOf(params);
  if (!c) return {};
  return pageMetadata({ title: `${c.customer}：${c.title}`, description: c.des, path: `/cooperation_case/detail/${c.id}`, image: '/images/content/og/case.png', type: 'article', publishedTime: c.published, keywords: c.keywords });
}

/** 001 §2: statistics with rise markers, background, pain points, solution items, related products. */
export default async function CaseDetailPage({ params }: Props) {
  const c = await studyOf(params);
  if (!c) notFound();
  const siteUrl = publicConfig().siteUrl;
  const path = `/cooperation_case/detail/${c.id}`;
  const sameService = (
    <ConsultButton source={`case-${c.id}`} variant="contained" color="secondary" size="large">
      我要同款服务
    </ConsultButton>
  );
  return (
    <>
      <JsonLd
        data={[
          articleLd(siteUrl, { type: 'Article', headline: c.title, description: c.des, path, image: '/images/content/og/case.png', datePublished: c.published, keywords: c.keywords, section: '合作案例' }),
          breadcrumbLd(siteUrl, [{ name: '首页', path: '/home' }, { name: '合作案例', path: '/cooperation_case' }, { name: c.title, path }]),
        ]}
      />
      <PageBanner eyebrow={`${c.industry} · ${c.customer}`} title={c.title} text={c.des} image="/images/content/banners/case-1.svg">
        {sameService}
      </PageBanner>
      <PageBreadcrumbs trail={[{ label: '首页', href: '/home' }, { label: '合作案例', href: '/cooperation_case' }, { label: c.title }]} />
      <ContentSection id="stats" title="项目成效">
        <CaseStats stats={c.stats} />
      </ContentSection>
      <ContentSection id="background" title="项目背景" tone="paper">
        <Box sx={{ maxWidth: 860, mx: 'auto' }}>
          {c.background.map((p) => (
            <Typography key={p.slice(0, 12)} sx={{ lineHeight: 1.9, mb: 2, color: 'text.secondary' }}>
              {p}
            </Typography>
          ))}
        </Box>
      </ContentSection>
      <ContentSection id="pain-points" title="客户痛点">
        <TitledGrid items={c.painPoints} columns={3} />
      </ContentSection>
      <ContentSection id="solution-items" title="解决方案" tone="paper">
        <TitledGrid items={c.solutionItems} />
      </ContentSection>
      <ContentSection id="products" title="相关产品">
        <CaseProducts ids={c.productIds} />
        <Box sx={{ mt: 5, textAlign: 'center' }}>{sameService}</Box>
      </ContentSection>
    </>
  );
}
