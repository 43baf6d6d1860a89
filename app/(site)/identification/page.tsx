import type { Metadata } from 'next';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { IdentificationIntro } from '@/components/identification/identification-intro';
import { OneCodeBlocks } from '@/components/identification/one-code-blocks';
import { PrefixApplyLink } from '@/components/identification/prefix-apply-link';
import { PrefixEntry } from '@/components/identification/prefix-entry';
import { ScanExperience } from '@/components/identification/scan-experience';
import { messages } from '@/core/messages';
import { publicConfig } from '@/lib/config/env';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { webPageLd } from '@/lib/seo/structured-data';

const description = '企业标识前缀注册入口：在线申请工业互联网企业前缀，了解申请步骤与所需材料，1-2个工作日完成审核，获得前缀后即可为产品注册标识。';

export const metadata: Metadata = pageMetadata({
  title: '标识前缀注册',
  description,
  path: '/identification',
  image: '/images/content/og/identification.png',
  keywords: ['企业前缀申请', '标识前缀注册', '工业互联网标识', '二级节点'],
});

/** 001 §2: the prefix registration entry first, then the introduction, the six blocks and the demo. */
export default function IdentificationPage() {
  const config = publicConfig();
  return (
    <>
      <JsonLd data={webPageLd(config.siteUrl, '标识前缀注册', description, '/identification')} />
      <PageBanner eyebrow={messages.eyebrowIdentifier} title="企业标识前缀注册" text="申请企业前缀，为您的产品、零部件与设备赋予唯一的数字身份" image="/images/content/banners/page-blue.svg">
        <PrefixApplyLink accountSiteUrl={config.accountSiteUrl} variant="contained" color="secondary">
          免费申请前缀
        </PrefixApplyLink>
      </PageBanner>
      <ContentSection id="apply" title="申请流程" subtitle="资料齐全的申请一般在1-2个工作日内完成审核">
        <PrefixEntry accountSiteUrl={config.accountSiteUrl} />
      </ContentSection>
      <ContentSection id="intro" title="什么是工业互联网标识" tone="paper">
        <IdentificationIntro />
      </ContentSection>
      <ContentSection id="one-code" title="一码六能力">
        <OneCodeBlocks />
      </ContentSection>
      <ContentSection id="experience" title="扫码体验" tone="paper">
        <ScanExperience siteUrl={config.siteUrl} />
      </ContentSection>
    </>
  );
}
