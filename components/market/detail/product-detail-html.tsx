import { messages } from '@/core/messages';
import styles from './product-detail-html.module.css';

/** The vendor's product detail, already sanitized on the server (lib/market/sanitize-html.ts), or an empty state. */
export function ProductDetailHtml({ html }: { html: string }) {
  if (!html) {
    return (
      <p className={styles.empty} role="status">
        {messages.detailEmpty}
      </p>
    );
  }
  return <div data-testid="product-detail-html" className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
