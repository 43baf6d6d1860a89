'use client';
import { ShellIcon } from '@/components/layout/shell-icons';
import styles from './carousel-controls.module.css';

interface CarouselControlsProps {
  count: number;
  index: number;
  paused: boolean;
  onGo: (i: number) => void;
  onPrev: () => void;
  onNext: () => void;
  onTogglePaused: () => void;
  /** 'light' on a dark banner, 'dark' on a light section. */
  tone?: 'light' | 'dark';
}

/** Pause, previous, next and one dot per slide: every carousel can be stopped and driven by hand. */
export function CarouselControls({ count, index, paused, onGo, onPrev, onNext, onTogglePaused, tone = 'dark' }: CarouselControlsProps) {
  return (
    <div className={tone === 'light' ? `${styles.controls} ${styles.light}` : styles.controls} data-care-hidden>
      <button type="button" className={styles.button} onClick={onTogglePaused} aria-label={paused ? '播放轮播' : '暂停轮播'}>
        <ShellIcon name={paused ? 'play' : 'pause'} />
      </button>
      <button type="button" className={styles.button} onClick={onPrev} aria-label="上一张">
        <ShellIcon name="chevronLeft" />
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            // 上一张 and 下一张 reach every slide with 44 px targets (carousel-controls.module.css).
            data-target-equivalent
            onClick={() => onGo(i)}
            aria-label={`第${i + 1}张`}
            aria-current={i === index ? 'true' : undefined}
          />
        ))}
      </div>
      <button type="button" className={styles.button} onClick={onNext} aria-label="下一张">
        <ShellIcon name="chevronRight" />
      </button>
    </div>
  );
}
