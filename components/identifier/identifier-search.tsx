'use client';
import Link from 'next/link';
import { useNavigation } from '@/components/layout/navigation-start';
import { useEffect, useId, useRef, useState } from 'react';
import { ShellIcon } from '@/components/layout/shell-icons';
import { identifierPath } from '@/lib/identifier/path';
import { lastSearchKey, parseIdentifierSearch, searchedInTabKey } from '@/lib/identifier/search';
import { validationMessages } from '@/core/messages/validation';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './identifier-search.module.css';

export const identifierPlaceholder = '请输入标识，如 88.365.1/DEMO0001';

interface Props {
  size?: 'small' | 'medium';
  /** Controlled text, when a parent keeps it (the side menu shares it between its desktop and phone forms). */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The identifier search box (000 §2, §5): Enter or the button opens a valid identifier's page;
 * otherwise `identifierInvalid` shows for 2 s and the text stays. The last search is kept locally.
 *
 * Plain elements: the identifier page's not-found view puts this box into that page's first load.
 */
export function IdentifierSearch({ size = 'medium', value: controlled, onChange }: Props) {
  const router = useNavigation();
  const [own, setOwn] = useState('');
  const value = controlled ?? own;
  const setValue = onChange ?? setOwn;
  const [error, setError] = useState(false);
  const id = useId();
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
    // The not-found screen asks a searcher to search again, a scanner to scan again.
    try {
      sessionStorage.setItem(searchedInTabKey, identifier);
    } catch {
      // Storage refused: the screen then says the scan's words, which still fit.
    }
    router.push(identifierPath(identifier));
  };

  const look = [styles.field, size === 'small' && styles.small, error && styles.invalid].filter(Boolean).join(' ');
  return (
    <form role="search" onSubmit={(e) => (e.preventDefault(), search())}>
      <div className={look}>
        <label htmlFor={`${id}-input`} className={styles.label}>
          标识查询
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          placeholder={identifierPlaceholder}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={`${id}-helper`}
          maxLength={256}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          enterKeyHint="search"
        />
        <button type="submit" aria-label="查询" className={styles.submit}>
          <ShellIcon name="search" />
        </button>
      </div>
      <div className={styles.below}>
        <p id={`${id}-helper`} role="alert" className={styles.helper}>
          {error ? validationMessages.identifierInvalid : ''}
        </p>
        {/* Many identifiers at once (issue 18): the batch page, pasted or uploaded. */}
        <Link href="/product_scene/batch" prefetch={false} className={styles.batch}>
          {identifierMessages.batchLink}
        </Link>
      </div>
    </form>
  );
}
