import type { DemoNotice } from '@/lib/config/demo-notice';
import { messages } from '@/core/messages';
import styles from './demo-banner.module.css';

/**
 * The 演示环境 strip on top of every page of a deployment that is not real (lib/config/demo-notice.ts).
 * Drawn on the server into the HTML, so it is there before any script runs and moves nothing after.
 */
export function DemoBanner({ notice }: { notice: DemoNotice }) {
  const text = [notice.demoMode ? messages.demoBannerDemo : '', notice.paymentSandbox ? messages.demoBannerSandbox : ''].join('');
  return (
    <p role="note" aria-label={messages.demoBannerTitle} className={styles.banner}>
      <strong className={styles.title}>{messages.demoBannerTitle}</strong>
      {text}
    </p>
  );
}
