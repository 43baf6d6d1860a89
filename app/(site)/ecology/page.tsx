import Box from '@mui/material/Box';
import type { Metadata } from 'next';
import { ConsultButton } from '@/components/consult/consult-button';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { StepFlow } from '@/components/content/step-flow';
import { TitledGrid } from '@/components/content/titled-grid';
import { CooperationTypes } from '@/components/ecology/cooperation-types';
import { PartnerThresholds } from '@/components/ecology/partner-thresholds';
import { messages } from '@/core/messages';
import { publicConfig } from '@/lib/config/env';
import { cooperationTypes, ecologyAdvantages, ecologyIntro, partnerProcess, partnerRights } from '@/lib/content/ecology';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

const description = `生态合作招募：技术服务商（软件、硬件、解决方案提供商）与渠道代理商（普通、高级、区域独家）。${ecologyIntro}`;

export const metadata: Metadata = pageMetadata({
  title: '生态合作',
  description,
  path: '/ecology',
  image: '/images/content/og/ecology.png',
  keywords: ['生态合作', '技术服务商', '渠道代理商', '合作伙伴招募'],
});

/**
 * 001 §2, §6: advantages, the two cooperation types, exclusive rights, thresholds, the four steps.
 * Applying opens the consultation dialog, tagged with the partner type, and reaches the gateway as a
 * consultation.
 */
export default function EcologyPage() {
  return (
    <>
      <JsonLd data={webPageLd(publicConfig().siteUrl, '生态合作', description, '/ecology')} />
      <PageBanner eyebrow={messages.eyebrowEcology} title="携手共建标识应用生态" text={ecologyIntro} image="/images/content/banners/page-teal.svg">
        <ConsultButton source="ecology-banner" variant="contained" color="secondary">
          申请合作
        </ConsultButton>
      </PageBanner>
      <ContentSection id="advantages" title="合作优势">
        <TitledGrid items={ecologyAdvantages} />
      </ContentSection>
      <ContentSection id="types" title="合作类型" subtitle="两类合作方式，按您的优势选择" tone="paper">
        <CooperationTypes types={cooperationTypes} />
      </ContentSection>
      <ContentSection id="rights" title="专属权益">
        <TitledGrid items={partnerRights} columns={3} numbered={false} />
      </ContentSection>
      <ContentSection id="thresholds" title="合作门槛" tone="paper">
        <PartnerThresholds types={cooperationTypes} />
      </ContentSection>
      <ContentSection id="process" title="合作流程" subtitle="提交申请后，5个工作日内完成资质评估">
        <StepFlow steps={partnerProcess} label="合作步骤" />
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <ConsultButton source="ecology-apply" variant="contained" size="large">
            提交合作申请
          </ConsultButton>
        </Box>
      </ContentSection>
    </>
  );
}
