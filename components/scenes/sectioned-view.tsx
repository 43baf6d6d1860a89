import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Section } from '@/lib/identifier/sections';
import { ArrayGroups } from './array-groups';
import { ElementRows } from './element-rows';
import { SectionToc } from './section-toc';
import { TraceTimeline } from './trace-timeline';

/**
 * Room left above a section after a table-of-contents jump: the sticky site header (60 px on phones,
 * 68 px from md) and some air. The spec's "offset + 620" was the original layout's container offset.
 */
const scrollMarginTop = { xs: '76px', md: '84px' };

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
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        {sections.map((section) => {
          // A lone default section needs no heading: the card's title already says what it is.
          const titled = several || !(section.kind === 'rows' && section.isDefault);
          const headingId = `${section.id}-title`;
          return (
            <Box
              component="section"
              key={section.id}
              id={section.id}
              tabIndex={-1}
              aria-labelledby={titled ? headingId : undefined}
              sx={{ scrollMarginTop, minWidth: 0, '&:focus': { outline: 'none' } }}
            >
              {titled && (
                <Typography
                  id={headingId}
                  component="h3"
                  sx={{ fontWeight: 600, fontSize: '1rem', mb: 1, display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}
                >
                  <Box component="span" aria-hidden sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />
                  {section.title}
                </Typography>
              )}
              <SectionContent section={section} latestFirst={latestFirst} identifier={identifier} />
            </Box>
          );
        })}
      </Box>
    </>
  );
}
