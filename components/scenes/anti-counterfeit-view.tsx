import { PathIcon } from '@/components/layout/shell-icons';
import type { Element } from '@/core/contract';
import { toSections, type Row } from '@/core/identifier/sections';
import { commonMessages } from '@/core/messages/common';
import styles from './anti-counterfeit-view.module.css';
import { sceneIcons } from './scene-icons';
import { SceneState } from './scene-state';
import { SectionedView } from './sectioned-view';

// Green only for a verdict that says it passed; any other verdict text is shown in neutral colours.
const passed = (value: string) => /通过|正品/.test(value) && !/未通过|不通过|失败|无效/.test(value);

function Verdict({ row }: { row: Row }) {
  return (
    <div className={passed(row.value) ? `${styles.verdict} ${styles.passed}` : styles.verdict}>
      <PathIcon d={sceneIcons.shield} />
      <div className={styles.text}>
        <p className={styles.label}>{row.label}</p>
        <p className={styles.value}>{row.value}</p>
      </div>
    </div>
  );
}

/**
 * Anti-counterfeit (000 §2, §8): the verification verdict (the isVerify element) stands out, the other
 * rows follow. An empty answer means the product identifier could not be found.
 */
export function AntiCounterfeitView({ elements, idPrefix, identifier }: { elements: Element[]; idPrefix: string; identifier?: string }) {
  if (elements.length === 0) return <SceneState kind="empty" message={commonMessages.antiFakeNotFound} />;
  const sections = toSections(elements, idPrefix);
  const verdicts: Row[] = [];
  const rest = sections
    .map((s) => {
      if (s.kind !== 'rows') return s;
      verdicts.push(...s.rows.filter((r) => r.verify && r.value));
      return { ...s, rows: s.rows.filter((r) => !(r.verify && r.value)) };
    })
    .filter((s) => s.kind !== 'rows' || s.rows.length > 0);
  return (
    <>
      {verdicts.map((row) => (
        <Verdict key={row.key} row={row} />
      ))}
      <SectionedView sections={rest} identifier={identifier} />
    </>
  );
}
