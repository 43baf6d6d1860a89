import { ActionLink } from '@/components/actions/action-link';
import { ContentSection } from '@/components/content/content-section';
import { Notice } from '@/components/content/notice';
import { PartnerWall } from '@/components/content/partner-wall';
import { ProductCard, ProductPlaceholder } from '@/components/market/product-card';
import { platformFigures } from '@/lib/content/figures-source';
import { partners } from '@/lib/content/home';
import { solutions } from '@/lib/content/solutions';
import { userMessage } from '@/lib/gateway/user-message';
import type { ProductGroup } from '@/core/contract/home';
import { messages } from '@/core/messages';
import { homeProductGroups } from '@/lib/market/home-products';
import { AboutUs } from './about-us';
import { AccessFlow } from './access-flow';
import styles from './home-blocks.module.css';
import { HomeHero } from './home-hero';
import { HomeNews } from './home-news';
import { ScenarioTabs, type ScenarioTab } from './scenario-tabs';
import { SolutionsCarousel } from './solutions-carousel';
import { paths } from '@/lib/routes';

const slots = 2;

/** Each group's tab with its at most 2 products and placeholders (000 §2), drawn here on the server. */
function scenarioTabs(groups: ProductGroup[]): ScenarioTab[] {
  return groups.map((g, i) => {
    const items = g.apiProductManagerVoList ?? [];
    return {
      key: String(g.apiProductClassifyVo.id ?? i),
      label: g.apiProductClassifyVo.name,
      panel: Array.from({ length: slots }, (_, s) =>
        items[s] ? <ProductCard key={String(items[s].id)} product={items[s]} /> : <ProductPlaceholder key={`empty-${s}`} text={messages.emptyGroup} />,
      ),
    };
  });
}

const slides = solutions.map(({ id, title, subTitle, desc, imgUrl, industry }) => ({ id, title, subTitle, desc, imgUrl, industry }));

/**
 * The home screen, in the order of 000 §2: banner, fine-selected products, solutions carousel,
 * industry news, about us, access flow, partners. Shown on /home and, with status 404, for unknown paths.
 */
export async function HomeScreen() {
  const [groups, figures] = await Promise.all([homeProductGroups(), platformFigures()]);
  return (
    <>
      <HomeHero />
      <ContentSection id="scenario" careHidden title="三大应用场景产品" subtitle="围绕标识解析、供应链协同与安全生产，精选工业应用">
        {groups.ok ? <ScenarioTabs tabs={scenarioTabs(groups.data)} /> : <Notice severity="warning">{userMessage(groups.error)}</Notice>}
        <div className={styles.centered}>
          <ActionLink href={paths.market}>更多产品</ActionLink>
        </div>
      </ContentSection>
      <ContentSection id="home-solutions" careHidden title="行业解决方案" subtitle="以标识为纽带，贯通设计、生产、流通与服务" tone="paper">
        <SolutionsCarousel slides={slides} />
      </ContentSection>
      <HomeNews />
      <AboutUs figures={figures} />
      <AccessFlow />
      <ContentSection id="partners" title="合作伙伴" subtitle="与生态伙伴一起，为产业链企业提供标识应用" tone="paper">
        <PartnerWall names={partners} />
      </ContentSection>
    </>
  );
}
