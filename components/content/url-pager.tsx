'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { pageHref } from '@/lib/content/paging';

interface UrlPagerProps {
  page: number;
  count: number;
  basePath: string;
  label: string;
}

/**
 * Page links that are real links (`/news?page=2`: crawlers follow them, people can share them) and a
 * quick jump (001 §2). The page lives only in the URL; the list reads it back.
 */
export function UrlPager({ page, count, basePath, label }: UrlPagerProps) {
  const router = useRouter();
  const inputId = useId();
  const [jump, setJump] = useState('');
  const [error, setError] = useState(false);
  if (count <= 1) return null;

  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (!Number.isInteger(n) || n < 1 || n > count) {
      setError(true);
      return;
    }
    setError(false);
    setJump('');
    router.push(pageHref(basePath, n));
  };

  return (
    <Box component="nav" aria-label={label} sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <Pagination
        page={page}
        count={count}
        color="primary"
        shape="rounded"
        siblingCount={1}
        renderItem={(item) => <PaginationItem component={Link} href={pageHref(basePath, item.page ?? 1)} {...item} />}
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
        <Button type="submit" variant="outlined" size="small">
          确定
        </Button>
      </Box>
    </Box>
  );
}
