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

const description = '工业互联网标识注册介绍：一物一码、一码上云、一码溯源、一码协同、一码分权、一码通用六大能力，扫码体验示例标识，免费申请企业前缀。';

export const metadata: Metadata = pageMetadata({
  title: '标识注册',
  description,
  path: '/new_identification',
  image: '/images/content/og/identification.png',
  keywords: ['标识注册', '一物一码', '标识解析', '扫码体验'],
});

/** The navigation's 标识注册: the introduction and the six blocks first, the demo, then the application. */
export default function NewIdentificationPage() {
  const config = publicConfig();
  return (
    <>
      <JsonLd data={webPageLd(config.siteUrl, '标识注册', description, '/new_identification')} />
      <PageBanner eyebrow={messages.eyebrowIdentifier} title="工业互联网标识注册" text="一物一码，全链可溯：让每一件产品都有可信的数字身份" image="/images/content/banners/page-violet.svg">
        <PrefixApplyLink accountSiteUrl={config.accountSiteUrl} variant="contained" color="secondary">
          免费申请前缀
        </PrefixApplyLink>
      </PageBanner>
      <ContentSection id="intro" title="什么是工业互联网标识">
        <IdentificationIntro />
      </ContentSection>
      <ContentSection id="one-code" title="一码六能力" tone="paper">
        <OneCodeBlocks />
      </ContentSection>
      <ContentSection id="experience" title="扫码体验">
        <ScanExperience siteUrl={config.siteUrl} />
      </ContentSection>
      <ContentSection id="apply" title="申请企业前缀" subtitle="资料齐全的申请一般在1-2个工作日内完成审核" tone="paper">
        <PrefixEntry accountSiteUrl={config.accountSiteUrl} />
      </ContentSection>
    </>
  );
}
