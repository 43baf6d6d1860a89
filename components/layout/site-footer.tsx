import NextLink from 'next/link';
import type { PublicConfig } from '@/lib/config/env';
import type { FooterProduct } from '@/lib/market/footer-products';
import { commonMessages } from '@/core/messages/common';
import { siteMessages } from '@/core/messages/site';
import { siteName } from '@/lib/seo/site';
import { backToTop } from './back-to-top';
import { BrandLogo } from './brand-logo';
import { ConsultButton } from '@/components/consult/consult-button';
import { FilingNumbers } from './filing-numbers';
import { FooterColumn } from './footer-column';
import styles from './site-footer.module.css';
import { paths, productPath } from '@/lib/routes';

const quickLinks = [
  { label: '关于我们', href: '/introduce' },
  { label: '解决方案', href: '/solution' },
  { label: '合作案例', href: '/cooperation_case' },
  { label: '生态合作', href: '/ecology' },
  { label: '新闻资讯', href: '/news' },
  { label: '标识注册', href: '/new_identification' },
];

// The footer's links are not fetched ahead (prefetch={false}): a short page such as the batch lookup
// shows its footer at once, and prefetching its eleven links cost a phone about 150 kB of other pages'
// payloads and scripts and the server eleven renders per view, for links seldom followed. The header's
// links, the likely next step, keep Next's prefetch.
export function SiteFooter({ config, products }: { config: PublicConfig; products: FooterProduct[] }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <BrandLogo tone="dark" />
          <p className={styles.intro}>
            面向制造业企业提供标识注册、标识解析与数据查询服务，连接工业应用与解决方案，助力一物一码、全链追溯。
          </p>
        </div>
        {/* The marketplace's promotions stay out of the care mode (MIIT's rules for it: no advertising). */}
        <FooterColumn title="精选应用" careHidden>
          {products.map((product) => (
            <NextLink prefetch={false} key={product.id} href={productPath(product.id)} className={styles.link}>
              {product.name}
            </NextLink>
          ))}
          <NextLink prefetch={false} href={paths.market} className={styles.link}>
            {products.length ? '更多应用' : '浏览应用市场'}
          </NextLink>
        </FooterColumn>
        <FooterColumn title="快速链接">
          {quickLinks.map((link) => (
            <NextLink prefetch={false} key={link.href} href={link.href} className={styles.link}>
              {link.label}
            </NextLink>
          ))}
        </FooterColumn>
        <FooterColumn title="联系我们" className={styles.contact}>
          <div className={styles.contactRow}>
            <div>
              <div className={styles.small}>服务热线</div>
              <a href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`} className={`${styles.link} ${styles.phone}`}>
                {config.servicePhone}
              </a>
              <div className={styles.small}>{commonMessages.serviceHours}</div>
              <p className={styles.promise}>{commonMessages.contactPromise}</p>
              <ConsultButton source="footer" variant="contained" size="small">
                在线咨询
              </ConsultButton>
            </div>
            <div className={styles.miniProgram}>
              {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, which next/image passes through unchanged (brand-logo.tsx) */}
              <img src="/images/brand/mini-program.svg" alt="微信小程序码（示意图）" width={96} height={96} loading="lazy" decoding="async" />
              <span>微信小程序</span>
            </div>
          </div>
        </FooterColumn>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>© 2021–2026 {siteName} 版权所有</span>
          <FilingNumbers filing={config.filing} />
          {/* Phones: the back-to-top button that floats beside the page from md up (side-float-menu.tsx). */}
          <button type="button" className={styles.toTop} onClick={backToTop}>
            {siteMessages.backToTop}
          </button>
        </div>
      </div>
    </footer>
  );
}
