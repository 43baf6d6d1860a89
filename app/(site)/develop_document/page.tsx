import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { ResourceCards } from '@/components/content/resource-cards';
import { messages } from '@/core/messages';
import { publicConfig } from '@/lib/config/env';
import { developerDocs } from '@/lib/content/developer';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

const description = '标识解析开发者文档：企业接入流程、标识编码规则、标识解析接口与数据安全授权说明，提供接入指南与行业编码规范下载。';

export const metadata: Metadata = pageMetadata({ title: '开发者文档', description, path: '/develop_document', image: '/images/content/og/develop.png', keywords: ['标识解析接口', '开发者文档', '接入指南', '编码规则'] });

export default function DevelopDocumentPage() {
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, '开发者文档', description, '/develop_document')} />
      <PageBanner eyebrow={messages.eyebrowDevelopDocument} title="开发者文档" text="接入流程、编码规则与接口说明，帮助开发者快速完成系统对接" image="/images/content/banners/page-slate.svg" />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box component="nav" aria-label="文档目录" sx={{ position: { md: 'sticky' }, top: 88, p: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            目录
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, lineHeight: 2.2 }}>
            {developerDocs.map((d) => (
              <li key={d.id}>
                <Link href={`#${d.id}`} underline="hover">
                  {d.title}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box>
          {developerDocs.map((d) => (
            <Box component="section" key={d.id} id={d.id} aria-labelledby={`${d.id}-title`} sx={{ mb: 5, scrollMarginTop: 88 }}>
              <Typography id={`${d.id}-title`} component="h2" sx={{ fontSize: 22, fontWeight: 700, mb: 1.5 }}>
                {d.title}
              </Typography>
              {d.paragraphs.map((p) => (
                <Typography key={p.slice(0, 12)} sx={{ lineHeight: 1.9, mb: 1.5, color: 'text.secondary' }}>
                  {p}
                </Typography>
              ))}
              {d.sample ? (
                // Focusable so a keyboard user can scroll a sample wider than a phone (axe scrollable-region-focusable).
                <Box component="pre" role="region" tabIndex={0} aria-label={`${d.title}示例`} sx={{ m: 0, mt: 2, p: 2, borderRadius: 2, bgcolor: '#0f1b33', color: '#dbe6ff', fontSize: 13, lineHeight: 1.7, overflowX: 'auto', fontFamily: 'ui-monospace, "WenQuanYi Micro Hei Mono", monospace' }}>
                  <code>{d.sample}</code>
                </Box>
              ) : null}
            </Box>
          ))}
        </Box>
      </Container>
      <ContentSection id="resources" title="开发资源" tone="paper">
        <ResourceCards />
      </ContentSection>
    </>
  );
}
