import type { Metadata } from 'next';
import { IdentifierSearch } from '@/components/identifier/identifier-search';
import { messages } from '@/lib/messages';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: messages.identifierNotFound, robots: { index: false } };

/**
 * An unknown or malformed identifier: 404, the spec's message and the search box, nothing reflected.
 * Plain elements: Next sends this tree with every identifier page, so MUI here was in their first load.
 */
export default function IdentifierNotFound() {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{messages.identifierNotFound}</h1>
        <p className={styles.hint}>标识格式如 88.365.1/DEMO0001，可在产品包装或铭牌的二维码旁找到。</p>
        <IdentifierSearch />
      </div>
    </div>
  );
}
