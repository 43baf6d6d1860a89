import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { ConsultButton } from '@/components/consult/consult-button';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { ResourceCards } from '@/components/content/resource-cards';
import { publicConfig } from '@/lib/config/env';
import { company } from '@/lib/content/introduction';
import { messages } from '@/core/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

const description = '联系我们：服务热线、服务时间与在线咨询，提交咨询后1个工作日内回复；开发者可申请云端IDE、查看文档并下载接入指南。';

export const metadata: Metadata = pageMetadata({ title: '联系我们', description, path: '/contact', image: '/images/content/og/develop.png' });

/** 000 §9: the resource cards (cloud IDE, documentation, download), with the ways to reach us. */
export default function ContactPage() {
  const { siteUrl, servicePhone } = publicConfig();
  const rows = [
    { label: '服务热线', value: servicePhone },
    { label: '服务时间', value: messages.serviceHours.replace('服务时间：', '') },
    { label: '公司名称', value: company.name },
    { label: '公司地址', value: company.location },
  ];
  return (
    <>
      <JsonLd data={webPageLd(siteUrl, '联系我们', description, '/contact')} />
      <PageBanner eyebrow={messages.eyebrowContact} title="联系我们" text={messages.contactPromise} image="/images/content/banners/page-slate.svg">
        <ConsultButton source="contact-banner" variant="contained" color="secondary">
          {messages.consultNow}
        </ConsultButton>
      </PageBanner>
      <ContentSection id="contact-info" title="联系方式">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 720, mx: 'auto' }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, rowGap: { xs: 0.5, sm: 2 } }}>
            {rows.map((r) => (
              <Box key={r.label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary', mt: { xs: 1.5, sm: 0 } }}>
                  {r.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {r.label === '服务热线' ? <a href={`tel:${r.value.replace(/-/g, '')}`}>{r.value}</a> : r.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </ContentSection>
      <ContentSection id="resources" title="开发者资源" tone="paper">
        <ResourceCards />
      </ContentSection>
    </>
  );
}
