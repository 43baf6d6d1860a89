import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/content/json-ld';
import { Notice } from '@/components/content/notice';
import { PageBreadcrumbs } from '@/components/content/page-breadcrumbs';
import { Tag } from '@/components/content/tag';
import { DelistedNotice } from '@/components/market/detail/delisted-notice';
import { HotStrip } from '@/components/market/detail/hot-strip';
import { ProductActions } from '@/components/market/detail/product-actions';
import { ProductDetailHtml } from '@/components/market/detail/product-detail-html';
import { ProductMedia } from '@/components/market/detail/product-media';
import { RememberApplication } from '@/components/market/detail/remember-application';
import { publicConfig } from '@/lib/config/env';
import { hotProducts, loadProduct, productIdFrom } from '@/lib/market/product-detail';
import { productLd } from '@/lib/market/product-ld';
import { messages } from '@/core/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';
import styles from './product-page.module.css';
import { paths, productPath } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

async function load(params: Props['params']) {
  const id = productIdFrom((await params).id);
  if (id === null) notFound();
  const loaded = await loadProduct(id);
  if (loaded.kind === 'missing') notFound();
  return { id, loaded, path: productPath(id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { loaded, path } = await load(params);
  if (loaded.kind !== 'ok') return { title: '应用详情' };
  const { product } = loaded;
  return pageMetadata({ title: product.name, description: product.describes || product.name, path, keywords: product.traits });
}

/** 001 §2 product detail: rendered on the server from the URL alone; only the choices and actions run in the browser. */
export default async function ProductDetailPage({ params }: Props) {
  const { id, loaded, path } = await load(params);
  if (loaded.kind === 'unavailable') {
    return (
      <div className={styles.layout}>
        <Notice severity="error">{loaded.message}</Notice>
      </div>
    );
  }
  const { product } = loaded;
  const hot = await hotProducts();
  return (
    <>
      <JsonLd data={productLd(publicConfig().siteUrl, product, path)} />
      <RememberApplication id={id} name={product.name} />
      <PageBreadcrumbs trail={[{ label: '应用市场', href: paths.market }, { label: '应用列表', href: paths.marketList }, { label: product.name }]} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={`${styles.panel} ${styles.card}`}>
            <ProductMedia media={product.media} picture={product.picture} name={product.name} />
            <div className={styles.summary}>
              {product.delisted ? <DelistedNotice /> : null}
              <h1>{product.name}</h1>
              <p className={styles.describes}>{product.describes}</p>
              {product.traits.length ? (
                <ul aria-label="产品特点" className={styles.traits}>
                  {product.traits.map((t) => (
                    <li key={t}>
                      <Tag>{t}</Tag>
                    </li>
                  ))}
                </ul>
              ) : null}
              {product.delisted ? null : <ProductActions product={{ id, negotiable: product.negotiable, appId: product.appId, packages: product.packages, fromPrice: product.fromPrice }} path={path} />}
            </div>
          </div>
          <section aria-labelledby="product-detail" className={`${styles.panel} ${styles.detail}`}>
            <h2 id="product-detail">{messages.productDetailHeading}</h2>
            <ProductDetailHtml html={product.detailHtml} />
          </section>
        </div>
        <HotStrip products={hot} currentId={id} />
      </div>
    </>
  );
}
