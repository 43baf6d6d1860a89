import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { identifierPath } from '@/lib/identifier/path';
import type { Row } from '@/lib/identifier/sections';
import { messages } from '@/lib/messages';

const cell = { m: 0, py: 1.25, borderBottom: 1, borderColor: 'divider', minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.6 } as const;

function RowValue({ row, identifier }: { row: Row; identifier?: string }) {
  if (!row.value) return <>—</>;
  // A row tracing back to the page's own identifier would only reload it: shown as text.
  if (row.traceTo && row.traceTo !== identifier) {
    return (
      <Link href={identifierPath(row.traceTo)} title={messages.traceLinkHint} underline="always" sx={{ fontWeight: 500 }}>
        {row.value}
      </Link>
    );
  }
  if (row.verify) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75, fontWeight: 500 }}>
        <VerifiedUserOutlined aria-hidden sx={{ fontSize: 20, mt: '2px', color: 'primary.main' }} />
        <span>{row.value}</span>
      </Box>
    );
  }
  return <>{row.value}</>;
}

/** Label/value rows as a description list; long labels and values wrap, even unbroken codes. */
export function ElementRows({ rows, identifier }: { rows: readonly Row[]; identifier?: string }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(4.5em, 36%) minmax(0, 1fr)', sm: 'minmax(7em, 12em) minmax(0, 1fr)' },
        columnGap: { xs: 1.5, sm: 3 },
        '& > div:last-of-type > *': { borderBottom: 0 },
      }}
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ ...cell, color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ ...cell, color: 'text.primary', whiteSpace: 'pre-line' }}>
            <RowValue row={row} identifier={identifier} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
