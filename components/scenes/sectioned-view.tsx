import type { Section } from '@/core/identifier/sections';
import { ArrayGroups } from './array-groups';
import { ElementRows } from './element-rows';
import { SectionToc } from './section-toc';
import styles from './sectioned-view.module.css';
import { TraceTimeline } from './trace-timeline';

interface Props {
  sections: Section[];
  /** Security and supply chain: a table of contents, shown only with more than one section. */
  toc?: boolean;
  /** Logistics: timelines latest first. */
  latestFirst?: boolean;
  identifier?: string;
}

function SectionContent({ section, latestFirst, identifier }: { section: Section; latestFirst?: boolean; identifier?: string }) {
  switch (section.kind) {
    case 'rows':
      return <ElementRows rows={section.rows} identifier={identifier} />;
    case 'groups':
      return <ArrayGroups groups={section.groups} title={section.title} identifier={identifier} />;
    case 'timeline':
      return <TraceTimeline steps={section.steps} label={section.title} latestFirst={latestFirst} />;
  }
}

/** A scene drawn as sections by element type (000 §2): repair, security, supply and most others. */
export function SectionedView({ sections, toc = false, latestFirst, identifier }: Props) {
  const several = sections.length > 1;
  return (
    <>
      {toc && several && <SectionToc sections={sections.map(({ id, title }) => ({ id, title }))} />}
      <div className={styles.sections}>
        {sections.map((section) => {
          // A lone default section needs no heading: the card's title already says what it is.
          const titled = several || !(section.kind === 'rows' && section.isDefault);
          const headingId = `${section.id}-title`;
          return (
            <section key={section.id} id={section.id} tabIndex={-1} aria-labelledby={titled ? headingId : undefined} className={styles.section}>
              {titled && (
                <h3 id={headingId} className={styles.heading}>
                  <span aria-hidden="true" className={styles.dot} />
                  {section.title}
                </h3>
              )}
              <SectionContent section={section} latestFirst={latestFirst} identifier={identifier} />
            </section>
          );
        })}
      </div>
    </>
  );
}
