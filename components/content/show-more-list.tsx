'use client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { commonMessages } from '@/core/messages/common';

interface ShowMoreListProps {
  /** `wide` spans the whole row (a featured item). */
  items: { key: string; node: ReactNode; wide?: boolean }[];
  /** 001 §9: the case list adds 10 at a time. */
  step: number;
  label: string;
}

/** A list that starts with `step` items and grows by `step`; focus moves to the first new one. */
export function ShowMoreList({ items, step, label }: ShowMoreListProps) {
  const [shown, setShown] = useState(step);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[focusFrom]?.focus();
  }, [focusFrom]);

  const more = () => {
    setFocusFrom(shown);
    setShown((n) => n + step);
  };

  return (
    <>
      <Box
        component="ul"
        ref={listRef}
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {items.slice(0, shown).map((item) => (
          <Box component="li" key={item.key} tabIndex={-1} sx={{ gridColumn: item.wide ? '1 / -1' : undefined, outline: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 2 } }}>
            {item.node}
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          已显示 {Math.min(shown, items.length)} / {items.length} 个案例
        </Typography>
        {shown < items.length ? (
          <button type="button" className={actionClass({ variant: 'outlined', size: 'large' })} onClick={more}>
            {commonMessages.viewMore}
          </button>
        ) : null}
      </Box>
    </>
  );
}
