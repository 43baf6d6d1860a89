import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { CaseBriefCard } from '@/components/cases/case-brief-card';
import { CaseCard } from '@/components/cases/case-card';
import { ConsultButton } from '@/components/consult/consult-button';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PartnerWall } from '@/components/content/partner-wall';
import { RotatingBanner } from '@/components/content/rotating-banner';
import { ShowMoreList } from '@/components/content/show-more-list';
import { publicConfig } from '@/lib/config/env';
import { caseBanners, caseList, casePageStep } from '@/lib/content/cases';
import { partners } from '@/lib/content/home';
import { solution } from '@/lib/content/solutions';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

const description = '工业互联网标识解析合作案例：汽车电子、智能终端、酒业、精密加工、化工、电子材料与产业园区的标识应用实践与成效数据。';

export const metadata: Metadata = pageMetadata({
  title: '合作案例',
  description,
  path: '/cooperation_case',
  image: '/images/content/og/case.png',
  keywords: ['标识解析案例', '质量追溯案例', '供应链协同案例', '工业互联网应用'],
});

/** 001 §2: banners turning every 3 s, a list that grows by 10, the partners. */
export default function CaseListPage() {
  // The newest study lies across the row, so the six others pair up and the short stories follow in pairs.
  const items = caseList.map((entry, i) =>
    entry.kind === 'study'
      ? { key: `study-${entry.study.id}`, wide: i === 0, node: <CaseCard study={entry.study} featured={i === 0} /> }
      : { key: entry.brief.key, node: <CaseBriefCard brief={entry.brief} solutionTitle={solution(entry.brief.solutionId)?.title ?? '解决方案'} /> },
  );
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, '合作案例', description, '/cooperation_case')} />
      <RotatingBanner slides={caseBanners} label="合作案例横幅">
        <ConsultButton source="case-banner" variant="contained" color="secondary">
          {'我要同款服务'}
        </ConsultButton>
      </RotatingBanner>
      <Container component="section" aria-label="案例列表" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ShowMoreList items={items} step={casePageStep} label="合作案例" />
      </Container>
      <ContentSection id="partners" title="合作伙伴" subtitle="与生态伙伴一起，为产业链企业交付标识应用" tone="paper">
        <PartnerWall names={partners} />
      </ContentSection>
    </>
  );
}
