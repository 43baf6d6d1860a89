import Box from '@mui/material/Box';
import type { Metadata } from 'next';
import { ContentSection } from '@/components/content/content-section';
import { JsonLd } from '@/components/content/json-ld';
import { PageBanner } from '@/components/content/page-banner';
import { TitledGrid } from '@/components/content/titled-grid';
import { CompanySection } from '@/components/intro/company-section';
import { HistoryTimeline } from '@/components/intro/history-timeline';
import { OneVideoAtATime } from '@/components/intro/one-video-at-a-time';
import { VideoFigure } from '@/components/intro/video-figure';
import { messages } from '@/core/messages';
import { publicConfig } from '@/lib/config/env';
import { company, culture, history, publicityVideos } from '@/lib/content/introduction';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { organizationLd } from '@/lib/seo/structured-data';

const description = `${company.name}是电子信息行业工业互联网标识解析二级节点的建设与运营单位，提供标识注册、标识解析、数据托管与工业应用服务。了解公司简介、发展历程与企业文化。`;

export const metadata: Metadata = pageMetadata({ title: '关于我们', description, path: '/introduce', image: '/images/content/og/intro.png' });

/** 000 §2: banner, company with video, history, culture (vision, mission, goal), three publicity videos. */
export default function IntroducePage() {
  return (
    <>
      <JsonLd data={organizationLd(publicConfig().siteUrl, description)} />
      <PageBanner eyebrow={messages.eyebrowIntroduce} title="关于我们" text="让每一件产品都有可信的数字身份，让产业链数据顺畅流动" image="/images/content/banners/page-teal.svg" />
      <OneVideoAtATime>
        <CompanySection />
        <ContentSection id="history" title="发展历程">
          <HistoryTimeline milestones={history} />
        </ContentSection>
        <ContentSection id="culture" title="企业文化" tone="paper">
          <TitledGrid items={culture} columns={3} numbered={false} />
        </ContentSection>
        <ContentSection id="publicity" title="宣传视频" subtitle="一次只播放一个视频，开始播放新的视频时，其他视频会自动暂停">
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {publicityVideos.map((v) => (
              <VideoFigure key={v.src} src={v.src} poster={v.poster} title={v.title} caption={v.text} transcript={v.transcript} />
            ))}
          </Box>
        </ContentSection>
      </OneVideoAtATime>
    </>
  );
}
