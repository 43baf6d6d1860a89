import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Notice } from '@/components/content/notice';
import { demoInboxOpen, newestOutboxText } from '@/lib/gateway/demo-inbox';
import { messages } from '@/core/messages';
import { mobilePattern } from '@/lib/validation/account-fields';
import styles from './inbox.module.css';

export const metadata: Metadata = { title: messages.demoInboxTitle, robots: { index: false, follow: false } };

/**
 * The demo's stand-in for a phone (issue 20 item 7): where the quick start shows the codes it does not
 * send. A plain GET form, so it works before any script; 404 wherever codes are really sent.
 */
export default async function DemoInboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!demoInboxOpen()) notFound();
  const asked = (await searchParams).phone;
  const phone = typeof asked === 'string' ? asked.trim() : '';
  const valid = mobilePattern.test(phone);
  const newest = valid ? await newestOutboxText(phone) : undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {messages.demoInboxTitle}
        <span className={styles.badge}>{messages.demoInboxBadge}</span>
      </h1>
      <p className={styles.intro}>{messages.demoInboxIntro}</p>
      <form method="get" action="/demo/inbox" className={styles.form}>
        <label className={styles.field}>
          {messages.demoInboxPhone}
          <input className={styles.input} name="phone" type="tel" inputMode="numeric" maxLength={11} autoComplete="off" defaultValue={phone} required />
        </label>
        <button type="submit" className={styles.button}>
          {messages.demoInboxSubmit}
        </button>
      </form>
      {phone && !valid ? <Notice severity="error">{messages.mobileInvalid}</Notice> : null}
      {newest && !newest.ok ? <Notice severity="error">{messages.demoInboxUnavailable}</Notice> : null}
      {newest?.ok && newest.text === null ? <Notice>{messages.demoInboxEmpty}</Notice> : null}
      {newest?.ok && newest.text ? (
        <section aria-labelledby="demo-inbox-newest">
          <h2 id="demo-inbox-newest" className={styles.messageTitle}>
            {messages.demoInboxNewest}
          </h2>
          <p className={styles.message}>{newest.text}</p>
        </section>
      ) : null}
    </div>
  );
}
