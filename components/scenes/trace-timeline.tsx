import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TraceStep } from '@/lib/contract';
import { isoTime, newestFirst } from '@/lib/identifier/trace-order';
import { messages } from '@/lib/messages';

/**
 * TraceDetails as a vertical timeline (an ordered list). Traceability keeps the given (chronological)
 * order, a production story read top to bottom; logistics passes `latestFirst`.
 */
export function TraceTimeline({ steps, label, latestFirst = false }: { steps: readonly TraceStep[]; label: string; latestFirst?: boolean }) {
  const ordered = latestFirst ? newestFirst(steps) : steps;
  const current = latestFirst ? 0 : ordered.length - 1;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {ordered.map((step, i) => {
        const isCurrent = i === current;
        return (
          <Box
            component="li"
            key={`${step.acceptTime}-${i}`}
            sx={{
              position: 'relative',
              pl: 3.5,
              pb: i === ordered.length - 1 ? 0 : 2.5,
              // The rail: from this dot down to the next one.
              '&::before': i === ordered.length - 1 ? undefined : { content: '""', position: 'absolute', left: 7, top: 14, bottom: 0, width: 2, bgcolor: 'divider' },
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: isCurrent ? 1 : 3,
                top: isCurrent ? 4 : 6,
                width: isCurrent ? 14 : 10,
                height: isCurrent ? 14 : 10,
                borderRadius: '50%',
                bgcolor: isCurrent ? 'primary.main' : 'background.paper',
                border: 2,
                borderColor: isCurrent ? 'primary.light' : 'grey.400',
                boxShadow: isCurrent ? '0 0 0 3px rgba(20, 86, 217, 0.18)' : 'none',
              }}
            />
            <Typography component="p" sx={{ color: isCurrent ? 'text.primary' : 'text.secondary', fontWeight: isCurrent ? 600 : 400, overflowWrap: 'anywhere', lineHeight: 1.6 }}>
              {step.acceptStation}
              {latestFirst && isCurrent && (
                <Box component="span" sx={{ ml: 1, px: 0.75, py: '1px', borderRadius: 0.5, fontSize: 12, fontWeight: 500, color: 'primary.main', bgcolor: 'primary.light', whiteSpace: 'nowrap' }}>
                  {messages.timelineLatest}
                </Box>
              )}
            </Typography>
            <Typography component="time" dateTime={isoTime(step.acceptTime)} variant="body2" sx={{ display: 'block', color: 'text.secondary', mt: 0.25 }}>
              {step.acceptTime}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
