import { ActionLink } from '@/components/actions/action-link';
import { ConsultButton } from '@/components/consult/consult-button';
import { PageBanner } from '@/components/content/page-banner';
import { homeBanner } from '@/lib/content/home';
import { messages } from '@/core/messages';

/** The home banner: the national electronic-information industry title and 'consult now' (000 §2). */
export function HomeHero() {
  return (
    <PageBanner size="hero" title={homeBanner.title} subtitle={homeBanner.subtitle} text={homeBanner.text}>
      <ConsultButton source="home-banner" variant="contained" color="secondary" size="large">
        {messages.consultNow}
      </ConsultButton>
      <ActionLink href="/solution" variant="outlined" size="large" onDark>
        解决方案
      </ActionLink>
    </PageBanner>
  );
}
