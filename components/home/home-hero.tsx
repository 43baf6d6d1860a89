import { ActionLink } from '@/components/actions/action-link';
import { ConsultButton } from '@/components/consult/consult-button';
import container from '@/components/content/container.module.css';
import { homeBanner } from '@/lib/content/home';
import { messages } from '@/lib/messages';
import styles from './home-hero.module.css';

/** The home banner: the national electronic-information industry title and 'consult now' (000 §2). */
export function HomeHero() {
  return (
    <section className={styles.hero}>
      <div className={container.container}>
        <h1 className={styles.title}>
          {homeBanner.title}
          <span className={styles.subtitle}>{homeBanner.subtitle}</span>
        </h1>
        <p className={styles.text}>{homeBanner.text}</p>
        <div className={styles.actions}>
          <ConsultButton source="home-banner" variant="contained" color="secondary" size="large">
            {messages.consultNow}
          </ConsultButton>
          <ActionLink href="/solution" variant="outlined" size="large" onDark>
            解决方案
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
