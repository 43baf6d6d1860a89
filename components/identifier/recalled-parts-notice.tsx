import { PathIcon } from '@/components/layout/shell-icons';
import { sceneIcons } from '@/components/scenes/scene-icons';
import type { RecalledPart } from '@/core/contract';
import { format, messages } from '@/core/messages';
import { identifierPath } from '@/lib/identifier/path';
import { recallTimeText } from '@/lib/identifier/recall-time';
import styles from './recalled-parts-notice.module.css';

/**
 * 含召回部件: the recalled identifiers among the item's traced parts (the gateway walks them, five levels
 * down; docs/decisions/0036), each linked to its own page with its recall time. It comes with the
 * cached detail read, so it is as fresh as the rest of the page. Plain links: no script of its own.
 */
export function RecalledPartsNotice({ parts }: { parts: readonly RecalledPart[] | null | undefined }) {
  if (!parts?.length) return null;
  return (
    <section aria-label={messages.recalledPartsLabel} className={styles.notice}>
      <PathIcon d={sceneIcons.warning} />
      <div className={styles.body}>
        <p>{messages.recalledPartsNotice}</p>
        <ul className={styles.parts}>
          {parts.map((part) => {
            const time = recallTimeText(part.recallTime);
            return (
              <li key={part.identifier}>
                <a href={identifierPath(part.identifier)} className={styles.link}>
                  {part.identifierName?.trim() || part.identifier}
                </a>
                <span className={styles.code}>{part.identifier}</span>
                <span className={styles.time}>{time ? format(messages.recalledPartsTime, { time }) : messages.recalledPartsNoTime}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
