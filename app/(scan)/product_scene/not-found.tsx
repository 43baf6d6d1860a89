import type { Metadata } from 'next';
import { LookedUpCode } from '@/components/identifier/looked-up-code';
import { NotFoundHeading } from '@/components/identifier/not-found-heading';
import { IdentifierSearch } from '@/components/identifier/identifier-search';
import { messages } from '@/core/messages';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: messages.identifierNotFound, robots: { index: false } };

/**
 * An unknown or malformed identifier: 404, the spec's message (a scan's or a search's, see NotFoundHeading)
 * and the search box, nothing reflected.
 * Plain elements: Next sends this tree with every identifier page, so MUI here was in their first load.
 */
export default function IdentifierNotFound() {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <NotFoundHeading className={styles.title} />
        <LookedUpCode />
        <p className={styles.hint}>{messages.identifierFormatHint}</p>
        <IdentifierSearch />
      </div>
    </div>
  );
}
