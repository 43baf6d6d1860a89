import styles from './partner-wall.module.css';

/** Partners as word marks: real text (readable, no logos from elsewhere), in a grid that wraps on phones. */
export function PartnerWall({ names }: { names: string[] }) {
  return (
    <ul aria-label="合作伙伴" className={styles.wall}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}
