import { PathIcon } from '@/components/layout/shell-icons';
import type { Element } from '@/core/contract';
import { isRecalled, toSections } from '@/core/identifier/sections';
import { commonMessages } from '@/core/messages/common';
import styles from './recall-view.module.css';
import { sceneIcons } from './scene-icons';
import { SectionedView } from './sectioned-view';

/** Product recall (000 §2): the banner follows the recall-time element, then the key/value list. */
export function RecallView({ elements, idPrefix, identifier }: { elements: Element[]; idPrefix: string; identifier?: string }) {
  const recalled = isRecalled(elements);
  return (
    <>
      {/* Part of the page, not a sudden event: a status, so screen readers do not interrupt with it. */}
      <div role="status" className={recalled ? `${styles.banner} ${styles.recalled}` : styles.banner}>
        <PathIcon d={sceneIcons[recalled ? 'warning' : 'checkOutline']} />
        <p>{recalled ? commonMessages.inRecall : commonMessages.notInRecall}</p>
      </div>
      <SectionedView sections={toSections(elements, idPrefix)} identifier={identifier} />
    </>
  );
}
