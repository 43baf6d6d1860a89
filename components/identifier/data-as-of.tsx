'use client';
import { useSyncExternalStore } from 'react';
import { formatDistanceStrict } from 'date-fns';
import { zhCN } from 'date-fns/locale';
import { format, messages } from '@/lib/messages';
import styles from './data-as-of.module.css';

const shanghai = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const count = new Intl.NumberFormat('zh-CN');

// The browser's clock to the minute (stable between renders); the server's HTML has none.
const noUpdates = () => () => {};
const minuteNow = () => Math.floor(Date.now() / 60_000) * 60_000;
const onServer = () => null;

type Props = {
  renderedAt: string;
  /** When the item's data last changed, the gateway's Beijing time text ('2026-01-15 10:32:08'). */
  updateTime?: string | null;
  viewCount?: number | null;
};

/**
 * When the identifier's data last changed and how often its page was seen (decision 0037), then when this
 * page was made from it. The page is served from a cache (and kept through an outage for up to 7 days),
 * so a scanner can tell how old what they see is; once the page is older than a few minutes the browser
 * adds how long ago that was.
 */
export function DataAsOf({ renderedAt, updateTime, viewCount }: Props) {
  const at = new Date(renderedAt);
  const now = useSyncExternalStore(noUpdates, minuteNow, onServer);
  const old = now !== null && now - at.getTime() > 3 * 60_000;
  const facts = [
    updateTime ? format(messages.identifierUpdatedAt, { time: updateTime.slice(0, 16).replaceAll('-', '/') }) : null,
    viewCount ? format(messages.identifierViews, { count: count.format(viewCount) }) : null,
  ].filter(Boolean);
  return (
    <div className={styles.note}>
      {facts.length > 0 ? <p>{facts.join(' · ')}</p> : null}
      <p>
        {format(messages.identifierDataAsOf, { time: shanghai.format(at) })}
        {old ? format(messages.identifierDataAge, { age: formatDistanceStrict(at, now, { locale: zhCN }) }) : null}
      </p>
    </div>
  );
}
