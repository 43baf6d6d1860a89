import type { Metadata } from 'next';
import { ActionLink } from '@/components/actions/action-link';
import container from '@/components/content/container.module.css';
import { Notice } from '@/components/content/notice';
import { navItems } from '@/components/layout/nav-items';
import { messages } from '@/lib/messages';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: messages.notFoundTitle, robots: { index: false } };

/**
 * `notFound()` inside a content page (the ids are prerendered with dynamicParams = false, so this is a
 * safeguard): the notice and the ways back. Paths no route claims get app/global-not-found.tsx, which
 * falls back to the whole home screen (001 §2). This one stays small on purpose: Next sends a layout's
 * not-found tree in the flight data of every page under it, and the home screen here added 28 kB to
 * each content page (docs/decisions/0012). Plain elements and CSS modules: MUI here put its Alert,
 * Button and Container into the first load of every content page.
 */
export default function NotFound() {
  return (
    <div className={`${container.container} ${styles.page}`}>
      <Notice>{messages.notFoundHint}</Notice>
      <nav aria-label={messages.notFoundTitle} className={styles.ways}>
        <ActionLink href="/home" variant="contained">
          {messages.backHome}
        </ActionLink>
        {navItems.slice(1).map((item) => (
          <ActionLink key={item.href} href={item.href} variant="outlined">
            {item.label}
          </ActionLink>
        ))}
      </nav>
    </div>
  );
}
