'use client';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { messages } from '@/lib/messages';
import { maxNameLength } from '@/lib/market/list-query';

interface Props {
  /** The text of the list being shown. */
  initial?: string;
  /** Other list parameters a new search keeps (filters and sort on the list page). */
  keep?: Record<string, string>;
}

function target(name: string, keep: Record<string, string>): string {
  const params = new URLSearchParams(keep);
  params.delete('page');
  const text = name.trim();
  if (text) params.set('name', text);
  else params.delete('name');
  const s = params.toString();
  return s ? `/application/list?${s}` : '/application/list';
}

/**
 * The marketplace search (001 §2): submits the application name to the list. A plain GET form, so it
 * works before the page's scripts load; afterwards a client navigation. The clear button empties the box
 * and, on a list already searched by name, shows the list without it.
 */
export function MarketSearch({ initial = '', keep = {} }: Props) {
  const router = useRouter();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.push(target(value, keep));
  };

  const clear = () => {
    setValue('');
    input.current?.focus();
    if (initial) router.push(target('', keep));
  };

  return (
    <form role="search" action="/application/list" method="get" onSubmit={submit} style={{ display: 'flex', gap: 8, width: '100%' }}>
      {Object.entries(keep)
        .filter(([k]) => k !== 'name' && k !== 'page')
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <TextField
        fullWidth
        size="small"
        name="name"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={messages.marketSearchPlaceholder}
        inputRef={input}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': messages.marketSearchPlaceholder, maxLength: maxNameLength, enterKeyHint: 'search' },
          input: {
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton aria-label={messages.marketClear} edge="end" size="small" onClick={clear}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {messages.marketSearch}
      </Button>
    </form>
  );
}
