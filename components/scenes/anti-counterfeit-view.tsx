import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Element } from '@/lib/contract';
import { toSections, type Row } from '@/lib/identifier/sections';
import { messages } from '@/lib/messages';
import { SceneState } from './scene-state';
import { SectionedView } from './sectioned-view';

// Green only for a verdict that says it passed; any other verdict text is shown in neutral colours.
const passed = (value: string) => /通过|正品/.test(value) && !/未通过|不通过|失败|无效/.test(value);

function Verdict({ row }: { row: Row }) {
  const ok = passed(row.value);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        borderRadius: 1,
        border: 1,
        bgcolor: ok ? 'rgba(46, 125, 50, 0.08)' : 'grey.50',
        borderColor: ok ? 'rgba(46, 125, 50, 0.3)' : 'divider',
      }}
    >
      <GppGoodOutlined aria-hidden sx={{ fontSize: 36, color: ok ? 'success.main' : 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {row.label}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 600, color: ok ? 'success.dark' : 'text.primary', overflowWrap: 'anywhere' }}>
          {row.value}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Anti-counterfeit (000 §2, §8): the verification verdict (the isVerify element) stands out, the other
 * rows follow. An empty answer means the product identifier could not be found.
 */
export function AntiCounterfeitView({ elements, idPrefix, identifier }: { elements: Element[]; idPrefix: string; identifier?: string }) {
  if (elements.length === 0) return <SceneState kind="empty" message={messages.antiFakeNotFound} />;
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
