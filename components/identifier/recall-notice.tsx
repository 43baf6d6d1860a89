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
  if (index === undefined) return null;
  return (
    <section aria-label={messages.recallNoticeLabel} className={styles.notice}>
      <PathIcon d={sceneIcons.warning} />
      <p>
        {messages.recallNotice}
        <OpenSceneLink index={index} className={styles.link}>
          {messages.recallNoticeLink}
        </OpenSceneLink>
      </p>
    </section>
  );
}
