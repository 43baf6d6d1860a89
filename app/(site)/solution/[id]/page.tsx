import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsultButton } from '@/components/consult/consult-button';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { PageBreadcrumbs } from '@/components/content/page-breadcrumbs';
import { TitledGrid } from '@/components/content/titled-grid';
import { ArchitectureDiagram } from '@/components/solutions/architecture-diagram';
import { CooperationFlow } from '@/components/solutions/cooperation-flow';
import { SolutionGrid } from '@/components/solutions/solution-grid';
import { SolutionOverview } from '@/components/solutions/solution-overview';
import { publicConfig } from '@/lib/config/env';
import { relatedSolutions, solution, solutions } from '@/lib/content/solutions';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { articleLd, breadcrumbLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ id: string }> };

// Ids 1-10 and 14, all prerendered; any other id is the site's not-found page with 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return solutions.map((s) => ({ id: String(s.id) }));
}

async function solutionOf(params: Props['params']) {
  const { id } = await params;
  return /^\d+$/.test(id) ? solution(Number(id)) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const s = await solutionOf(params);
  if (!s) return {};
  return pageMetadata({ title: s.title, description: `${s.subTitle}。${s.desc}`, path: `/solution/${s.id}`, image: '/images/content/og/solution.png', type: 'article', modifiedTime: s.updated, keywords: s.keywords });
}

/** 001 §2: overview, architecture, advantages, scenarios, related solutions, the cooperation flow. */
export default async function SolutionDetailPage({ params }: Props) {
  const s = await solutionOf(params);
  if (!s) notFound();
  const siteUrl = publicConfig().siteUrl;
  const path = `/solution/${s.id}`;
  return (
    <>
      <JsonLd
        data={[
          articleLd(siteUrl, { type: 'Article', headline: s.title, description: s.desc, path, image: '/images/content/og/solution.png', datePublished: s.updated, keywords: s.keywords, section: '解决方案' }),
          breadcrumbLd(siteUrl, [{ name: '首页', path: '/home' }, { name: '解决方案', path: '/solution' }, { name: s.title, path }]),
        ]}
      />
      <PageBanner eyebrow={s.industry} title={s.title} text={s.subTitle} image="/images/content/banners/solution-1.svg">
        <ConsultButton source={`solution-${s.id}`} variant="contained" color="secondary">
          定制方案
        </ConsultButton>
        <Button href="/cooperation_case" variant="outlined" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}>
          查看案例
        </Button>
      </PageBanner>
      <PageBreadcrumbs trail={[{ label: '首页', href: '/home' }, { label: '解决方案', href: '/solution' }, { label: s.title }]} />
      <SolutionOverview solution={s} />
      <ContentSection id="architecture" title="方案架构" tone="paper">
        <ArchitectureDiagram layers={s.architecture} title={s.title} />
      </ContentSection>
      <ContentSection id="advantages" title="方案优势">
        <TitledGrid items={s.advantageList} />
      </ContentSection>
      <ContentSection id="scenarios" title="应用场景" tone="paper">
        <TitledGrid items={s.applicationList} columns={3} numbered={false} />
      </ContentSection>
      <ContentSection id="related" title="相关方案">
        <SolutionGrid items={relatedSolutions(s)} />
      </ContentSection>
      <CooperationFlow source={`solution-${s.id}-flow`} />
    </>
  );
}
