'use client';
import { useEffect, useRef, useState } from 'react';
import { ShellIcon } from '@/components/layout/shell-icons';
import type { MediaItem } from '@/lib/market/product-view';
import { format } from '@/core/messages/format';
import { marketMessages } from '@/core/messages/market';
import styles from './product-media.module.css';

/**
 * 001 §2: videos first, then banner pictures; the product picture when there is neither.
 * Nothing is drawn over the picture that a poster might have written on: previous and next stand beside
 * the thumbnails, and a video shows its player's controls only once played (on a phone the browser's bar
 * covers the lower third of the poster), its play mark in a corner until then.
 */
export function ProductMedia({ media, picture, name }: { media: MediaItem[]; picture: string | null; name: string }) {
  const items: MediaItem[] = media.length ? media : picture ? [{ kind: 'image', url: picture }] : [];
  const [index, setIndex] = useState(0);
  const [played, setPlayed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const item = items[index];
  // Another item starts unplayed, its controls hidden again.
  const choose = (i: number) => {
    setIndex(i);
    setPlayed(false);
  };
  const go = (step: number) => choose((index + step + items.length) % items.length);

  // The arrows may step to a thumbnail scrolled out of the strip: bring it into the strip, not the page.
  useEffect(() => {
    const strip = thumbs.current;
    const thumb = strip?.children[index];
    if (!strip || !thumb) return;
    const outer = strip.getBoundingClientRect();
    const inner = thumb.getBoundingClientRect();
    if (inner.left < outer.left) strip.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) strip.scrollLeft += inner.right - outer.right;
  }, [index]);

  // Played from the click itself: Safari lets a video start only inside the person's gesture.
  const play = () => {
    setPlayed(true);
    void video.current?.play().catch(() => undefined);
  };

  return (
    <section aria-label={format(marketMessages.mediaRegion, { name })} aria-roledescription="carousel">
      <div className={styles.stage}>
        {item?.kind === 'video' ? (
          <>
            <video
              ref={video}
              key={item.url}
              src={item.url}
              poster={picture ?? undefined}
              controls={played}
              preload="none"
              aria-label={format(marketMessages.mediaVideo, { name, n: index + 1 })}
            />
            {played ? null : (
              <button type="button" aria-label={marketMessages.mediaPlay} onClick={play} className={styles.play}>
                <span className={styles.playMark}>
                  <ShellIcon name="play" />
                </span>
              </button>
            )}
          </>
        ) : item ? (
          // eslint-disable-next-line @next/next/no-img-element -- vendor media of any size; the box fixes the layout
          <img src={item.url} alt={format(marketMessages.mediaImage, { name, n: index + 1 })} />
        ) : null}
      </div>
      {items.length > 1 ? (
        <div className={styles.strip}>
          <button type="button" aria-label={marketMessages.mediaPrevious} onClick={() => go(-1)} className={styles.step}>
            <ShellIcon name="chevronLeft" />
          </button>
          <div ref={thumbs} className={styles.thumbs}>
            {items.map((m, i) => (
              <button
                key={m.url}
                type="button"
                onClick={() => choose(i)}
                aria-label={format(m.kind === 'video' ? marketMessages.mediaThumbVideo : marketMessages.mediaThumbImage, { n: i + 1 })}
                aria-current={i === index}
                className={m.kind === 'video' ? `${styles.thumb} ${styles.video}` : styles.thumb}
                style={m.kind === 'image' ? { backgroundImage: `url("${m.url}")` } : undefined}
              >
                {m.kind === 'video' ? '▶' : null}
              </button>
            ))}
          </div>
          <button type="button" aria-label={marketMessages.mediaNext} onClick={() => go(1)} className={styles.step}>
            <ShellIcon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
