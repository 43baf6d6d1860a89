'use client';
import { useNavigation } from '@/components/layout/navigation-start';
import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { actionClass } from '@/components/actions/action-class';
import { ShellIcon } from '@/components/layout/shell-icons';
import { marketMessages } from '@/core/messages/market';
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

/** The list parameters a form sends as hidden fields: the kept filters and sort, never the name or page. */
function HiddenKeep({ keep }: { keep: Record<string, string> }) {
  return Object.entries(keep)
    .filter(([k]) => k !== 'name' && k !== 'page')
    .map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
}

/**
 * The marketplace search (001 §2): submits the application name to the list. A plain GET form, so it
 * works before the page's scripts load; afterwards a client navigation. The clear button empties the box
 * and, on a list already searched by name, shows the list without it: there it submits a second form
 * that holds only the kept parameters, so a tap before the scripts load (a phone on a slow network)
 * clears the search too, where a plain button would do nothing.
 */
export function MarketSearch({ initial = '', keep = {} }: Props) {
  const router = useNavigation();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const clearForm = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.push(target(value, keep));
  };

  const clear = (event: MouseEvent) => {
    event.preventDefault();
    setValue('');
    input.current?.focus();
    if (initial) router.push(target('', keep));
  };

  return (
    <>
      <form role="search" action={paths.marketList} method="get" onSubmit={submit} className={styles.search}>
        <HiddenKeep keep={keep} />
        <span className={styles.field}>
          <input
            ref={input}
            name="name"
            className={styles.input}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={marketMessages.marketSearchPlaceholder}
            aria-label={marketMessages.marketSearchPlaceholder}
            maxLength={maxNameLength}
            enterKeyHint="search"
          />
          {value ? (
            <button type={initial ? 'submit' : 'button'} form={initial ? clearForm : undefined} className={styles.clear} aria-label={marketMessages.marketClear} onClick={clear}>
              <ShellIcon name="clear" />
            </button>
          ) : null}
        </span>
        <button type="submit" className={`${actionClass({ variant: 'contained' })} ${styles.submit}`}>
          <ShellIcon name="search" />
          {marketMessages.marketSearch}
        </button>
      </form>
      {initial ? (
        <form id={clearForm} action={paths.marketList} method="get" hidden>
          <HiddenKeep keep={keep} />
        </form>
      ) : null}
    </>
  );
}
