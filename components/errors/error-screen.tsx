'use client';
import { actionClass } from '@/components/actions/action-class';
// The error screens' own area, not the whole catalogue: the global error boundary (app/global-error.tsx)
// is a bundle of its own that every page loads beside the layout's, which already holds the catalogue;
// importing `messages` here sent all of it twice on every first load (8.6 kB gzip of 215).
import { errorMessages as messages } from '@/core/messages/errors';
import styles from './error-screen.module.css';

export interface ErrorScreenProps {
  error: unknown;
  retry: () => void;
  /** Outside the shell (promotional pages, the global error) the screen is the page's main content itself. */
  standalone?: boolean;
  /** A page that knows what failed says so (the identifier page during an outage); else the general words. */
  title?: string;
  hint?: string;
}

/** Next's digest of a server error, the key of its log line; a browser-side error has none. */
export function errorReference(error: unknown): string | undefined {
  const digest = error && typeof error === 'object' && 'digest' in error ? (error as { digest?: unknown }).digest : undefined;
  return typeof digest === 'string' && /^[\w-]{1,64}$/.test(digest) ? digest : undefined;
}

/**
 * What a person sees when a page fails unexpectedly: Chinese, a retry, a way home and the error's
 * reference to quote to support (docs/decisions/0017). Plain elements and CSS modules, no MUI: it sits
 * in the content pages' group, whose first load carries no MUI (docs/decisions/0012, 0014).
 */
export function ErrorScreen({ error, retry, standalone = false, title = messages.errorTitle, hint = messages.errorHint }: ErrorScreenProps) {
  const reference = errorReference(error);
  const Frame = standalone ? 'main' : 'div';
  return (
    <Frame className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.ways}>
        <button type="button" className={actionClass({ variant: 'contained' })} onClick={() => retry()}>
          {messages.errorRetry}
        </button>
        {/* A full page load, not a client navigation: whatever broke in this page's state stays behind. */}
        <a href="/home" className={actionClass({ variant: 'outlined' })}>
          {messages.backHome}
        </a>
      </div>
      {reference ? (
        <p className={styles.reference}>
          {messages.errorReference}：<span className={styles.code}>{reference}</span>
          <br />
          {messages.errorReferenceHint}
        </p>
      ) : null}
    </Frame>
  );
}
