import type { DownloadableDocument } from '@/lib/content/types';
import styles from './news-article.module.css';

/** The specification documents an item offers (001 §2), as plain download links. */
export function NewsDocuments({ documents }: { documents: DownloadableDocument[] }) {
  if (!documents.length) return null;
  return (
    <section aria-labelledby="news-docs-title" className={styles.documents}>
      <h2 id="news-docs-title">规范文档下载</h2>
      <ul>
        {documents.map((d) => (
          <li key={d.href}>
            {/* Material's outlined description icon. */}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 16h8v2H8zm0-4h8v2H8zm6-10H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z" />
            </svg>
            {/* A plain anchor: next/link would try to route to a PDF. */}
            <a href={d.href} download>
              {d.name}
            </a>
            <span className={styles.format}>{d.format}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
