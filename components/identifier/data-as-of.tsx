'use client';
import { useSyncExternalStore } from 'react';
import { formatDistanceStrict } from 'date-fns';
import { zhCN } from 'date-fns/locale';
import { format, messages } from '@/lib/messages';
import styles from './data-as-of.module.css';

const shanghai = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

// The browser's clock to the minute (stable between renders); the server's HTML has none.
const noUpdates = () => () => {};
const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;
const onServer = () => null;

/**
 * When this page's data was read from the gateway. The page is served from a cache (and kept through an
 * outage for up to 7 days), so a scanner can tell how old what they see is; once the page is older than
 * a few minutes the browser adds how long ago that was.
 */
export function DataAsOf({ renderedAt }: { renderedAt: string }) {
  const at = new Date(renderedAt);
  const now = useSyncExternalStore(noUpdates, minuteNow, onServer);
  const old = now !== null && now - at.getTime() > 3 * 60_000;
  return (
    <p className={styles.note}>
      {format(messages.identifierDataAsOf, { time: shanghai.format(at) })}
      {old ? format(messages.identifierDataAge, { age: formatDistanceStrict(at, now, { locale: zhCN }) }) : null}
    </p>
  );
}
