import styles from './tag.module.css';

/** A category or industry label beside a title. */
export function Tag({ children }: { children: string }) {
  return <span className={styles.tag}>{children}</span>;
}
