'use client';
import { ActionLink } from '@/components/actions/action-link';
import { Tag } from '@/components/content/tag';
import Image from 'next/image';
import { ConsultButton } from '@/components/consult/consult-button';
import { CarouselControls } from '@/components/content/carousel-controls';
import { useAutoAdvance } from '@/components/content/use-auto-advance';
import styles from './solutions-carousel.module.css';

export interface SolutionSlide {
  id: number;
  title: string;
  subTitle: string;
  desc: string;
  imgUrl: string;
  industry: string;
}

/**
 * The home solutions carousel (000 §2): moves on 3 s after the pointer leaves or the slide changes,
 * hovering stops it, after the last comes the first. All slides share one grid cell so the block's
 * height is fixed from the first paint; only the shown one carries its picture and buttons.
 */
export function SolutionsCarousel({ slides }: { slides: SolutionSlide[] }) {
  const c = useAutoAdvance(slides.length);
  return (
    <div role="region" aria-roledescription="carousel" aria-label="行业解决方案轮播" data-testid="solutions-carousel" {...c.regionProps}>
      <div aria-live={c.rotating ? 'off' : 'polite'} className={styles.stack}>
        {slides.map((s, i) => {
          const active = i === c.index;
          return (
            <div
              key={s.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}：${s.title}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active ? 'true' : undefined}
              className={styles.slide}
            >
              {/* Hidden slides keep the picture's box (its aspect ratio) without the image. */}
              <div className={styles.picture}>{active ? <Image src={s.imgUrl} alt="" width={480} height={300} /> : null}</div>
              <div>
                <Tag>{s.industry}</Tag>
                <h3 className={styles.title}>{s.title}</h3>
                <p className={styles.subtitle}>{s.subTitle}</p>
                <p className={styles.desc}>{s.desc}</p>
                <div className={styles.actions}>
                  {active ? (
                    <>
                      <ActionLink href={`/solution/${s.id}`} variant="contained" aria-label={`查看方案：${s.title}`}>
                        查看方案
                      </ActionLink>
                      <ConsultButton source="home-custom-solution" variant="outlined">
                        定制方案
                      </ConsultButton>
                    </>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <CarouselControls count={slides.length} index={c.index} paused={c.paused} onGo={c.go} onPrev={c.prev} onNext={c.next} onTogglePaused={c.togglePaused} />
      </div>
    </div>
  );
}
