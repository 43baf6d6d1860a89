'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { Row } from '@/lib/identifier/sections';
import { format, messages } from '@/lib/messages';
import { ElementRows } from './element-rows';

/** 000 §9: lists show 5 groups at a time; 'view more' adds 5. */
export const GROUP_PAGE = 5;

/** An Array element: its groups of rows, 5 at first, 5 more per click. */
export function ArrayGroups({ groups, title, identifier }: { groups: Row[][]; title: string; identifier?: string }) {
  const [shown, setShown] = useState(GROUP_PAGE);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const visible = groups.slice(0, shown);

  // Keyboard and screen-reader users land on the first group the click revealed.
  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-group="${focusFrom.current}"]`)?.focus();
    focusFrom.current = null;
  }, [shown]);

  const more = () => {
    focusFrom.current = shown;
    setShown((n) => n + GROUP_PAGE);
  };

  return (
    <Box>
      <Box component="ol" ref={listRef} aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {visible.map((rows, i) => (
          <Box
            component="li"
            key={i}
            data-group={i}
            tabIndex={-1}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 1, pb: 0.5, outlineColor: 'primary.main' }}
          >
            <Typography component="p" variant="caption" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {format(messages.groupIndex, { n: i + 1 })}
            </Typography>
            <ElementRows rows={rows} identifier={identifier} />
          </Box>
        ))}
      </Box>
      {groups.length > GROUP_PAGE && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            {format(messages.groupShown, { shown: visible.length, total: groups.length })}
          </Typography>
          {shown < groups.length && (
            <Button variant="outlined" size="small" onClick={more}>
              {messages.viewMore}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
