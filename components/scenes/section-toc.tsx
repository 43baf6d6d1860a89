'use client';
import type { MouseEvent } from 'react';
import { identifierMessages } from '@/core/messages/identifier';
import styles from './sectioned-view.module.css';

function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // scrollIntoView honours the section's scroll-margin-top, so the header never covers the heading.
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The table of contents of a sectioned scene; plain anchors, so it also works before hydration. */
export function SectionToc({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav aria-label={identifierMessages.sceneToc} className={styles.toc}>
      <ol>
        {sections.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`} onClick={(e) => jump(e, s.id)}>
              {i + 1}. {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
