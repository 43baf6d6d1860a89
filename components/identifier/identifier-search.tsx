'use client';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { identifierPath } from '@/lib/identifier/path';
import { lastSearchKey, parseIdentifierSearch } from '@/lib/identifier/search';
import { messages } from '@/lib/messages';

export const identifierPlaceholder = '请输入标识，如 88.365.1/DEMO0001';

/**
 * The identifier search box (000 §2, §5): Enter or the button opens a valid identifier's page;
 * otherwise `identifierInvalid` shows for 2 s and the text stays. The last search is kept locally.
 */
interface Props {
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  /** Controlled text, when a parent keeps it (the side menu shares it between its desktop and phone forms). */
  value?: string;
  onChange?: (value: string) => void;
}

export function IdentifierSearch({ size = 'medium', autoFocus = false, value: controlled, onChange }: Props) {
  const router = useRouter();
  const [own, setOwn] = useState('');
  const value = controlled ?? own;
  const setValue = onChange ?? setOwn;
  const [error, setError] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const last = localStorage.getItem(lastSearchKey);
    if (last && !value) setValue(last);
    return () => clearTimeout(timer.current);
    // Only once, on mount: the last search is a starting point, not a binding.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const search = () => {
    const identifier = parseIdentifierSearch(value);
    if (!identifier) {
      setError(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setError(false), 2000);
      return;
    }
    localStorage.setItem(lastSearchKey, identifier);
    router.push(identifierPath(identifier));
  };

  return (
    <form role="search" onSubmit={(e) => (e.preventDefault(), search())}>
      <TextField
        fullWidth
        size={size}
        autoFocus={autoFocus}
        label="标识查询"
        placeholder={identifierPlaceholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        helperText={error ? messages.identifierInvalid : ' '}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { maxLength: 256, spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="查询" edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
