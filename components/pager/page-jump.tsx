'use client';
import { useId, useState, type FormEvent } from 'react';
import { actionClass } from '@/components/actions/action-class';
import styles from './pager.module.css';

/** The quick jump of the pagers (001 §2): 跳至 [n] 页 确定; a page outside 1..count is refused in place. */
export function PageJump({ count, onJump }: { count: number; onJump: (page: number) => void }) {
  const inputId = useId();
  const [jump, setJump] = useState('');
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (!Number.isInteger(n) || n < 1 || n > count) {
      setError(true);
      return;
    }
    setError(false);
    setJump('');
    onJump(n);
  };

  return (
    <form onSubmit={submit} className={styles.jump}>
      <label htmlFor={inputId}>跳至</label>
      <input
        id={inputId}
        className={error ? `${styles.input} ${styles.invalid}` : styles.input}
        value={jump}
        inputMode="numeric"
        aria-label={`跳转页码（共${count}页）`}
        aria-invalid={error}
        onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
      />
      <span>页</span>
      <button type="submit" className={actionClass({ variant: 'outlined', size: 'small' })}>
        确定
      </button>
    </form>
  );
}
