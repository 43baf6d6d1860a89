import { PathIcon } from '@/components/layout/shell-icons';
import { sceneIcons } from '@/components/scenes/scene-icons';
import type { Scene } from '@/core/contract';
import { messages } from '@/core/messages';
import { recalledSceneIndex } from '@/lib/identifier/recall';
import { OpenSceneLink } from './open-scene-link';
import styles from './recall-notice.module.css';

/**
 * A recalled item says so above everything else on the page, so a visitor who scans it on a phone sees
 * it on the first screen, with a link that opens the recall tab (whose own banner stays too).
 */
export async function RecallNotice({ identifier, scenes }: { identifier: string; scenes: readonly Scene[] }) {
  const index = await recalledSceneIndex(identifier, scenes);
  return index === undefined ? null : <RecallNoticeBanner sceneIndex={index} />;
}

/** The notice for the recall tab at `sceneIndex`, in the recall tab banner's words (one fact, one wording). */
export function RecallNoticeBanner({ sceneIndex }: { sceneIndex: number }) {
  return (
    <section aria-label={messages.recallNoticeLabel} className={styles.notice}>
      <PathIcon d={sceneIcons.warning} />
      <p>
        {messages.inRecall}
        <OpenSceneLink index={sceneIndex} className={styles.link}>
          {messages.recallNoticeLink}
        </OpenSceneLink>
      </p>
    </section>
  );
}
