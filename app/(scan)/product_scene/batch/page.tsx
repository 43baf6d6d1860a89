import type { Metadata } from 'next';
import container from '@/components/content/container.module.css';
import { BatchLookup } from '@/components/identifier/batch/batch-lookup';
import { batchMax } from '@/lib/identifier/batch-input';
import { format, messages } from '@/core/messages';
import styles from './batch.module.css';

// A static page (no data of its own): the lookups go through POST /api/identifier/batch from the browser.
// It sits beside the identifier pages, whose catch-all segment it takes precedence over.
export const metadata: Metadata = {
  title: messages.batchTitle,
  description: format(messages.batchIntro, { max: batchMax }),
  alternates: { canonical: '/product_scene/batch' },
};

export default function BatchPage() {
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.title}>{messages.batchTitle}</h1>
      <p className={styles.intro}>{format(messages.batchIntro, { max: batchMax })}</p>
      <BatchLookup />
    </div>
  );
}
