import { ActionLink } from '@/components/actions/action-link';
import { ContentSection } from '@/components/content/content-section';
import { aboutUs } from '@/lib/content/home';
import type { PlatformFigures } from '@/lib/content/figures';
import styles from './home-blocks.module.css';
import { PlatformFiguresView } from './platform-figures';

/** About us, with the platform's live figures (000 §2, §7 data warehouse). */
export function AboutUs({ figures }: { figures: PlatformFigures | null }) {
  return (
    <ContentSection id="about-us" title={aboutUs.title} tone="paper">
      <div className={styles.about}>
        <div>
          {aboutUs.paragraphs.map((p) => (
            <p key={p.slice(0, 12)}>{p}</p>
          ))}
          <ActionLink href="/introduce" variant="outlined">
            了解我们
          </ActionLink>
        </div>
        <PlatformFiguresView initial={figures} />
      </div>
    </ContentSection>
  );
}
