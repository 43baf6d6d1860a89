import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import container from '@/components/content/container.module.css';
import { DataAsOf } from '@/components/identifier/data-as-of';
import { IdentifierHeader } from '@/components/identifier/identifier-header';
import { CareSummary, recallWords, type RecallState } from '@/components/identifier/care-summary';
import { WeChatShare } from '@/components/identifier/wechat-share';
import { usableImages } from '@/lib/identifier/images';
import { RecallNoticeBanner } from '@/components/identifier/recall-notice';
import { RecalledPartsNotice } from '@/components/identifier/recalled-parts-notice';
import { IdentifierJsonLd } from '@/components/identifier/identifier-json-ld';
import { ShareMicrodata, SignpostLinks } from '@/components/identifier/signposts';
import { SceneContent } from '@/components/identifier/scene-content';
import { SceneTabs } from '@/components/identifier/scene-tabs';
import { ViewBeacon } from '@/components/identifier/view-beacon';
import { SceneCard } from '@/components/scenes/scene-card';
import { SceneState } from '@/components/scenes/scene-state';
import { publicConfig } from '@/lib/config/env';
import type { IdentifierDetail, Scene } from '@/core/contract';
import { userMessage } from '@/lib/gateway/user-message';
import { IdentifierUnavailable, markUnavailable } from '@/lib/identifier/unavailable';
import { isSmsGated } from '@/lib/identifier/gated';
import { redirectToCanonical } from '@/lib/identifier/canonical';
import { identifierDetail, isNotFound, publicSceneElements } from '@/lib/identifier/load';
import { identifierFromSegments, identifierPath } from '@/lib/identifier/path';
import { identifierDescription, identifierMetadata } from '@/lib/identifier/seo';
import { recalledSceneIndex } from '@/lib/identifier/recall';
import { isAiProductionItem, orderScenes, recallSceneIndex, sceneFailureMessage, sceneTab, sceneTitle } from '@/lib/identifier/scene-kinds';
import { validIdentifier } from '@/lib/identifier/validate';
import { identifierVersion } from '@/lib/identifier/version';
import { versionAttribute } from '@/lib/http/validators';
import styles from './identifier.module.css';

type Props = { params: Promise<{ identifier: string[] }> };

// Incremental regeneration (docs/decisions/0025-cached-identifier-pages.md): rendered on the first scan,
// then served from the cache and rendered again in the background at most every 30 s
// (lib/identifier/cache-tags.ts; a segment option must be a literal). No identifier is built ahead.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { identifier: string[] }[] {
  return [];
}

/**
 * One read per render (metadata and page). A failure throws: a page in the cache then stays as it was
 * (a scan during an outage sees the last good page), and a page never rendered shows the error screen,
 * sent with 503 by runtime/outage-status.ts.
 */
const loadItem = cache(async (identifier: string) => {
  const detail = await identifierDetail(identifier);
  if (isNotFound(detail)) notFound();
  if (!detail.ok) {
    markUnavailable(identifier);
    throw new IdentifierUnavailable(userMessage(detail.error));
  }
  return detail.data;
});

async function load(params: Props['params']) {
  const identifier = identifierFromSegments((await params).identifier);
  if (!identifier || !validIdentifier(identifier)) notFound();
  const item = await loadItem(identifier);
  redirectToCanonical(identifier, { ok: true, data: item });
  return { identifier, item };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { identifier, item } = await load(params);
  return identifierMetadata(identifier, item);
}

/** The identifier page (000 §2): server-rendered header and first scene, the other scenes on demand. */
export default async function IdentifierPage({ params }: Props) {
  const { identifier, item } = await load(params);
  const scenes = orderScenes(item.scenes ?? []);
  const config = publicConfig();
  const pageUrl = new URL(identifierPath(item.identifier), config.siteUrl).toString();
  const first = scenes[0];
  const [firstBody, recall] = await Promise.all([first ? firstScene(identifier, first, scenes.length) : null, recallState(identifier, item, scenes)]);
  return (
    // The data's version: a crawler that has it gets 304 (runtime/conditional-pages.ts).
    <div className={`${container.container} ${styles.page}`} itemScope itemType="https://schema.org/Product" {...{ [versionAttribute]: identifierVersion(item) }}>
      <IdentifierJsonLd detail={item} url={pageUrl} />
      <SignpostLinks identifier={item.identifier} siteUrl={config.siteUrl} />
      <ShareMicrodata detail={item} description={identifierDescription(item.identifier, item)} siteUrl={config.siteUrl} />
      <CareSummary detail={item} recall={recall} servicePhone={config.servicePhone} />
      {recall.kind === 'recalled' ? <RecallNoticeBanner sceneIndex={recall.sceneIndex} /> : null}
      <RecalledPartsNotice parts={item.recalledParts} />
      <IdentifierHeader detail={item} aiProduction={isAiProductionItem(scenes)} pageUrl={pageUrl} hazardPlatformUrl={config.hazardPlatformUrl} />
      {first ? <SceneTabs identifier={identifier} scenes={scenes.map(sceneTab)} first={firstBody} /> : <SceneState kind="empty" message="该标识暂无场景数据" />}
      <DataAsOf identifier={item.identifier} renderedAt={new Date().toISOString()} updateTime={item.updateTime} viewCount={item.viewCount} />
      <ViewBeacon identifier={item.identifier} />
      {config.wechatShare ? <WeChatShare {...shareCard(item, recall, config.siteUrl)} /> : null}
    </div>
  );
}

/**
 * The card of the page shared in WeChat: the product, its maker and recall state, its picture (WeChat's
 * cards show raster pictures: the site's own card picture stands in for a drawn one).
 */
function shareCard(item: IdentifierDetail, recall: RecallState, siteUrl: string) {
  const maker = item.companyDetails?.companyName ?? item.companyName ?? '';
  const picture = usableImages(item.images).find((image) => !/\.svg(\?|$)/i.test(image)) ?? '/images/content/og/identification.png';
  return { title: item.identifierName || item.identifier, desc: [maker, recallWords(recall)].filter(Boolean).join('；'), imgUrl: new URL(picture, siteUrl).toString() };
}

/** Whether the item is recalled, says so at the top of the page and in the care mode's summary. */
async function recallState(identifier: string, item: IdentifierDetail, scenes: Scene[]): Promise<RecallState> {
  const sceneIndex = await recalledSceneIndex(identifier, scenes);
  if (sceneIndex !== undefined) return { kind: 'recalled', sceneIndex };
  if (item.recalledParts?.length) return { kind: 'parts' };
  return recallSceneIndex(scenes) === undefined ? { kind: 'no-information' } : { kind: 'not-listed' };
}

/**
 * The first tab, rendered on the server: its elements came with the detail (or are read once). A gated
 * one loads in the browser, with the SMS gate (null here): a reference to that panel from this page
 * would put its code into the page's first load.
 */
async function firstScene(identifier: string, scene: Scene, count: number) {
  if (isSmsGated(scene.templateCode, count)) return null;
  const loaded = await publicSceneElements(identifier, scene, count);
  if (!loaded.ok) {
    return (
      <SceneCard title={sceneTitle(scene)}>
        <SceneState kind="failure" message={sceneFailureMessage(scene.templateCode, userMessage(loaded.error))} />
      </SceneCard>
    );
  }
  return <SceneContent identifier={identifier} scene={scene} elements={loaded.data} />;
}
