import type { Metadata } from 'next';
import container from '@/components/content/container.module.css';
import { Notice } from '@/components/content/notice';
import { HomeScreen } from '@/components/home/home-screen';
import { HtmlDocument } from '@/components/layout/html-document';
import { SiteShell } from '@/components/layout/site-shell';
import { publicConfig } from '@/lib/config/env';
import { messages } from '@/core/messages';
import { baseMetadata } from '@/lib/seo/site';
import styles from './global-not-found.module.css';

export function generateMetadata(): Metadata {
  return { ...baseMetadata(publicConfig().siteUrl), title: messages.notFoundTitle, robots: { index: false } };
}

/**
 * Any path no route claims: the home screen with HTTP 404 (001 §2), so crawlers do not index it.
 * A global not-found page is rendered on the server in full; a `notFound()` thrown inside a page is,
 * in this Next.js version, sent with an empty body and drawn in the browser (docs/decisions/0003).
 */
export default function GlobalNotFound() {
  return (
    <HtmlDocument>
      <SiteShell config={publicConfig()}>
        <div className={`${container.container} ${styles.hint}`}>
          <Notice>{messages.notFoundHint}</Notice>
        </div>
        <HomeScreen />
      </SiteShell>
    </HtmlDocument>
  );
}
