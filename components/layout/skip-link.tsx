import styles from './skip-link.module.css';

/** The first thing a keyboard reaches: straight past the navigation to the page itself. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skip}>
      跳到主要内容
    </a>
  );
}
