import { PathIcon } from '@/components/layout/shell-icons';
import { sceneIcons } from '@/components/scenes/scene-icons';
import { messages } from '@/core/messages';
import { OpenSceneLink } from './open-scene-link';
import styles from './recall-notice.module.css';

/**
 * A recalled item says so above everything else on the page, so a visitor who scans it on a phone sees it
 * on the first screen, with a link that opens the recall tab (whose own banner stays too), in the recall tab
 * banner's words (one fact, one wording). The care mode says it in its summary instead (care-summary.tsx).
 */
export function RecallNoticeBanner({ sceneIndex }: { sceneIndex: number }) {
  return (
    <section aria-label={messages.recallNoticeLabel} className={styles.notice} data-care-hidden>
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
