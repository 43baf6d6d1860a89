import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { ConsultButton } from '@/components/consult/consult-button';
import { JsonLd } from '@/components/content/json-ld';
import { PagedList } from '@/components/content/paged-list';
import { RotatingBanner } from '@/components/content/rotating-banner';
import { SolutionGrid } from '@/components/solutions/solution-grid';
import { CooperationFlow } from '@/components/solutions/cooperation-flow';
import { publicConfig } from '@/lib/config/env';
import { paginate } from '@/lib/content/paging';
import { solutionBanners, solutionPageSize, solutions } from '@/lib/content/solutions';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

const description = '基于工业互联网标识的行业解决方案：电子元器件质量追溯、供应链协同、防伪防窜、智能工厂、设备运维、能耗与碳管理、安全生产与节点建设。';

export const metadata: Metadata = pageMetadata({
  title: '解决方案',
  description,
  path: '/solution',
  image: '/images/content/og/solution.png',
  keywords: ['标识解析解决方案', '质量追溯', '供应链协同', '智能工厂', '设备管理'],
});

/** 001 §2: a banner turning every 3 s, nine solutions per page with the page in the URL. */
export default function SolutionListPage() {
  const pages = paginate(solutions, solutionPageSize).map((items, i) => <SolutionGrid key={i} items={items} headingLevel="h2" />);
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, '解决方案', description, '/solution')} />
      <RotatingBanner slides={solutionBanners} label="解决方案横幅">
        <ConsultButton source="solution-banner" variant="contained" color="secondary">
          定制方案
        </ConsultButton>
      </RotatingBanner>
      <Container component="section" aria-label="解决方案列表" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PagedList id="solution-list" pages={pages} basePath="/solution" label="解决方案分页" />
      </Container>
      <CooperationFlow source="solution-list" />
    </>
  );
}
