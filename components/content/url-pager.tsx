'use client';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { pageHref } from '@/lib/content/paging';
import { goToPage } from './use-url-page';

interface UrlPagerProps {
  page: number;
  count: number;
  basePath: string;
  label: string;
  /** The list's top: shown again after a page change. */
  anchorId: string;
}

/**
 * Page links that are real links (`/news?page=2`: crawlers follow them, people can share or open them
 * in a new tab) and a quick jump (001 §2). A plain click changes the page in place.
 */
export function UrlPager({ page, count, basePath, label, anchorId }: UrlPagerProps) {
  const inputId = useId();
  const [jump, setJump] = useState('');
  const [error, setError] = useState(false);
  if (count <= 1) return null;

  const go = (n: number) => {
    goToPage(pageHref(basePath, n));
    document.getElementById(anchorId)?.scrollIntoView({ block: 'start' });
  };

  const onLink = (event: MouseEvent<HTMLAnchorElement>, n: number) => {
    // Ctrl/cmd/shift-click and middle click keep their usual meaning (new tab or window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    go(n);
  };

  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (!Number.isInteger(n) || n < 1 || n > count) {
      setError(true);
      return;
    }
    setError(false);
    setJump('');
    go(n);
  };

  return (
    <Box component="nav" aria-label={label} sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <Pagination
        page={page}
        count={count}
        color="primary"
        shape="rounded"
        siblingCount={1}
        renderItem={(item) => {
          const target = item.page ?? 1;
          return <PaginationItem {...item} component="a" href={pageHref(basePath, target)} onClick={(e: MouseEvent<HTMLAnchorElement>) => onLink(e, target)} />;
        }}
      />
      <Box component="form" onSubmit={onJump} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={inputId} variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          跳至
        </Typography>
        <TextField
          id={inputId}
          size="small"
          value={jump}
          error={error}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `跳转页码（共${count}页）`, 'aria-invalid': error, style: { width: 48, textAlign: 'center' } } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          页
        </Typography>
        <button type="submit" className={actionClass({ variant: 'outlined', size: 'small' })}>
          确定
        </button>
      </Box>
    </Box>
  );
}
