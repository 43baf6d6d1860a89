'use client';
import { useState } from 'react';
import { ShellIcon } from '@/components/layout/shell-icons';
import type { MediaItem } from '@/lib/market/product-view';
import styles from './product-media.module.css';

/** 001 §2: videos first, then banner pictures; the product picture when there is neither. */
export function ProductMedia({ media, picture, name }: { media: MediaItem[]; picture: string | null; name: string }) {
  const items: MediaItem[] = media.length ? media : picture ? [{ kind: 'image', url: picture }] : [];
  const [index, setIndex] = useState(0);
  const item = items[index];
  const go = (step: number) => setIndex((i) => (i + step + items.length) % items.length);
  return (
    <section aria-label={`${name}的图片与视频`} aria-roledescription="carousel">
      <div className={styles.stage}>
        {item?.kind === 'video' ? (
          <video key={item.url} src={item.url} poster={picture ?? undefined} controls preload="none" aria-label={`${name} 视频 ${index + 1}`} />
        ) : item ? (
          // eslint-disable-next-line @next/next/no-img-element -- vendor media of any size; the box fixes the layout
          <img src={item.url} alt={`${name} ${index + 1}`} />
        ) : null}
        {items.length > 1 ? (
          <>
            <button type="button" aria-label="上一张" onClick={() => go(-1)} className={`${styles.step} ${styles.previous}`}>
              <ShellIcon name="chevronLeft" />
            </button>
            <button type="button" aria-label="下一张" onClick={() => go(1)} className={`${styles.step} ${styles.next}`}>
              <ShellIcon name="chevronRight" />
            </button>
          </>
        ) : null}
      </div>
      {items.length > 1 ? (
        <div className={styles.thumbs}>
          {items.map((m, i) => (
            <button
              key={m.url}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`${m.kind === 'video' ? '视频' : '图片'} ${i + 1}`}
              aria-current={i === index}
              className={m.kind === 'video' ? `${styles.thumb} ${styles.video}` : styles.thumb}
              style={m.kind === 'image' ? { backgroundImage: `url("${m.url}")` } : undefined}
            >
              {m.kind === 'video' ? '▶' : null}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
