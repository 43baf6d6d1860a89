import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import container from '@/components/content/container.module.css';
import { Notice } from '@/components/content/notice';
import { IdentifierHeader } from '@/components/identifier/identifier-header';
import { RecallNotice } from '@/components/identifier/recall-notice';
import { IdentifierJsonLd } from '@/components/identifier/identifier-json-ld';
import { SceneContent } from '@/components/identifier/scene-content';
import { SceneTabs } from '@/components/identifier/scene-tabs';
import { SceneCard } from '@/components/scenes/scene-card';
import { SceneState } from '@/components/scenes/scene-state';
import { publicConfig } from '@/lib/config/env';
import type { Scene } from '@/lib/contract';
import { userMessage } from '@/lib/gateway/user-message';
import { isSmsGated } from '@/lib/identifier/gated';
import { redirectToCanonical } from '@/lib/identifier/canonical';
import { identifierDetail, isNotFound, publicScene } from '@/lib/identifier/load';
import { identifierFromSegments, identifierPath } from '@/lib/identifier/path';
import { qrDataUrl } from '@/lib/identifier/qr';
import { identifierMetadata } from '@/lib/identifier/seo';
import { isAiProductionItem, orderScenes, sceneFailureMessage, sceneTitle } from '@/lib/identifier/scene-kinds';
import { validIdentifier } from '@/lib/identifier/validate';
import styles from './identifier.module.css';

type Props = { params: Promise<{ identifier: string[] }> };

async function load(params: Props['params']) {
  const identifier = identifierFromSegments((await params).identifier);
  if (!identifier || !validIdentifier(identifier)) notFound();
  const detail = await identifierDetail(identifier);
  if (isNotFound(detail)) notFound();
  redirectToCanonical(identifier, detail);
  return { identifier, detail };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { identifier, detail } = await load(params);
  return identifierMetadata(identifier, detail.ok ? detail.data : undefined);
}

/** The identifier page (000 §2): server-rendered header and first scene, the other scenes on demand. */
export default async function IdentifierPage({ params }: Props) {
  const { identifier, detail } = await load(params);
  if (!detail.ok) {
    return (
      <div className={`${container.container} ${styles.page}`}>
        <Notice severity="error">{userMessage(detail.error)}</Notice>
      </div>
    );
  }
  const item = detail.data;
  const scenes = orderScenes(item.scenes ?? []);
  const config = publicConfig();
  const qr = await qrDataUrl(new URL(identifierPath(item.identifier), config.siteUrl).toString());
  const first = scenes[0];
  const firstBody = first ? await firstScene(identifier, first, scenes.length) : null;
  return (
    <div className={`${container.container} ${styles.page}`}>
      <IdentifierJsonLd detail={item} url={new URL(identifierPath(item.identifier), config.siteUrl).toString()} />
      <RecallNotice identifier={identifier} scenes={scenes} />
      <IdentifierHeader detail={item} aiProduction={isAiProductionItem(scenes)} qrDataUrl={qr} hazardPlatformUrl={config.hazardPlatformUrl} />
      {first ? <SceneTabs identifier={identifier} scenes={scenes} first={firstBody} /> : <SceneState kind="empty" message="该标识暂无场景数据" />}
    </div>
  );
}

/**
 * The first tab, rendered on the server: with one scene its elements came along. A gated one loads in
 * the browser, with the SMS gate (null here): a reference to that panel from this page would put its
 * code into the page's first load.
 */
async function firstScene(identifier: string, scene: Scene, count: number) {
  if (count === 1) return <SceneContent identifier={identifier} scene={scene} elements={scene.elements ?? []} />;
  if (isSmsGated(scene.templateCode, count)) return null;
  const loaded = await publicScene(identifier, scene.sceneConfId);
  if (!loaded.ok) {
    return (
      <SceneCard title={sceneTitle(scene)}>
        <SceneState kind="failure" message={sceneFailureMessage(scene.templateCode, userMessage(loaded.error))} />
      </SceneCard>
    );
  }
  return <SceneContent identifier={identifier} scene={scene} elements={loaded.data.elements ?? []} />;
}
