import { format, messages } from '@/core/messages';
import { DataAge } from './data-age';
import { UpdatedAndSeen } from './view-count';
import styles from './data-as-of.module.css';

// Formatted on the server, where the page is made: a phone building these formatters as the page
// hydrates paid for the locale data on its main thread (decision 0038, fifth look).
const shanghai = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const count = new Intl.NumberFormat('zh-CN');

type Props = {
  identifier: string;
  renderedAt: string;
  /** When the item's data last changed, the gateway's Beijing time text ('2026-01-15 10:32:08'). */
  updateTime?: string | null;
  viewCount?: number | null;
};

/**
 * When the identifier's data last changed and how often its page was seen (decision 0037; the count kept
 * current by the page's beacon, view-count.tsx), then when this page was made from it. The page is
 * served from a cache (and kept through an outage for up to 7 days), so a scanner can tell how old what
 * they see is; once the page is older than a few minutes the browser adds how long ago that was
 * (DataAge).
 */
export function DataAsOf({ identifier, renderedAt, updateTime, viewCount }: Props) {
  const updated = updateTime ? format(messages.identifierUpdatedAt, { time: updateTime.slice(0, 16).replaceAll('-', '/') }) : null;
  const rendered = viewCount ? { count: viewCount, text: format(messages.identifierViews, { count: count.format(viewCount) }) } : null;
  return (
    <div className={styles.note}>
      <UpdatedAndSeen identifier={identifier} updated={updated} rendered={rendered} />
      <p>
        {format(messages.identifierDataAsOf, { time: shanghai.format(new Date(renderedAt)) })}
        <DataAge renderedAt={renderedAt} />
      </p>
    </div>
  );
}
