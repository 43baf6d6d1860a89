import { ActionLink } from '@/components/actions/action-link';
import container from '@/components/content/container.module.css';
import { Notice } from '@/components/content/notice';
import { navItems } from '@/components/layout/nav-items';
import { messages } from '@/core/messages';
import styles from './not-found-screen.module.css';

/**
 * `notFound()` inside a page of the shell (an unknown product, a content id no longer listed): the
 * notice and the ways back, in Chinese. Paths no route claims get app/global-not-found.tsx, which falls
 * back to the whole home screen (001 §2). This one stays small on purpose: Next sends a layout's
 * not-found tree in the flight data of every page under it, and the home screen here added 28 kB to
 * each content page (docs/decisions/0012). Plain elements and CSS modules: no inline style, so the
 * dynamic pages' nonce policy has nothing to block, and no MUI in every page's first load.
 */
export function NotFoundScreen() {
  return (
    <div className={`${container.container} ${styles.page}`}>
      <h1 className={styles.title}>{messages.notFoundTitle}</h1>
      <Notice>{messages.notFoundHint}</Notice>
      <nav aria-label={messages.notFoundWays} className={styles.ways}>
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
