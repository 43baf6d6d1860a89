'use client';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { ShellIcon } from '@/components/layout/shell-icons';
import { messages } from '@/core/messages';
import { maxNameLength } from '@/lib/market/list-query';
import styles from './market-search.module.css';
import { marketListPath, paths } from '@/lib/routes';

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
  return marketListPath(s);
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
    <form role="search" action={paths.marketList} method="get" onSubmit={submit} className={styles.search}>
      {Object.entries(keep)
        .filter(([k]) => k !== 'name' && k !== 'page')
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
      <span className={styles.field}>
        <input
          ref={input}
          name="name"
          className={styles.input}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={messages.marketSearchPlaceholder}
          aria-label={messages.marketSearchPlaceholder}
          maxLength={maxNameLength}
          enterKeyHint="search"
        />
        {value ? (
          <button type="button" className={styles.clear} aria-label={messages.marketClear} onClick={clear}>
            <ShellIcon name="clear" />
          </button>
        ) : null}
      </span>
      <button type="submit" className={`${actionClass({ variant: 'contained' })} ${styles.submit}`}>
        <ShellIcon name="search" />
        {messages.marketSearch}
      </button>
    </form>
  );
}
