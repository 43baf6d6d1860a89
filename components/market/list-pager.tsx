'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { listHref, pageSizes, withChange, type ListQuery } from '@/lib/market/list-query';
import { format, messages } from '@/lib/messages';

/**
 * Pages as links (crawlers follow them, people share them), the page-size changer of 001 §9 (6, 9, 12,
 * 18, 36) and a quick jump. A size change starts again from page 1.
 */
export function ListPager({ query, count, total }: { query: ListQuery; count: number; total: number }) {
  const router = useRouter();
  const [jump, setJump] = useState('');
  const [error, setError] = useState(false);
  const go = (change: Partial<ListQuery>) => router.push(listHref({ ...query, ...change }), { scroll: false });

  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (!Number.isInteger(n) || n < 1 || n > count) {
      setError(true);
      return;
    }
    setError(false);
    setJump('');
    go({ page: n });
  };

  return (
    <Box component="nav" aria-label={messages.marketPager} sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {format(messages.marketTotal, { n: total })}
      </Typography>
      {count > 1 ? (
        <Pagination
          page={query.page}
          count={count}
          color="primary"
          shape="rounded"
          siblingCount={1}
          renderItem={(item) => <PaginationItem {...item} component={Link} href={listHref({ ...query, page: item.page ?? 1 })} scroll={false} />}
        />
      ) : null}
      <TextField
        select
        size="small"
        label="每页条数"
        value={query.size}
        onChange={(e) => go(withChange(query, { size: Number(e.target.value) }))}
        sx={{ minWidth: 110 }}
        slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
      >
        {pageSizes.map((s) => (
          <MenuItem key={s} value={s}>
            {format(messages.marketPageSize, { n: s })}
          </MenuItem>
        ))}
      </TextField>
      <Box component="form" onSubmit={onJump} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          跳至
        </Typography>
        <TextField
          size="small"
          value={jump}
          error={error}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `跳转页码（共${count}页）`, 'aria-invalid': error, style: { width: 48, textAlign: 'center' } } }}
        />
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          页
        </Typography>
        <Button type="submit" variant="outlined" size="small">
          确定
        </Button>
      </Box>
    </Box>
  );
}
