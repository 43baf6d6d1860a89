import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/content/json-ld';
import { PageBreadcrumbs } from '@/components/content/page-breadcrumbs';
import { DelistedNotice } from '@/components/market/detail/delisted-notice';
import { HotStrip } from '@/components/market/detail/hot-strip';
import { ProductActions } from '@/components/market/detail/product-actions';
import { ProductDetailHtml } from '@/components/market/detail/product-detail-html';
import { ProductMedia } from '@/components/market/detail/product-media';
import { RememberApplication } from '@/components/market/detail/remember-application';
import { publicConfig } from '@/lib/config/env';
import { hotProducts, loadProduct, productIdFrom } from '@/lib/market/product-detail';
import { productLd } from '@/lib/market/product-ld';
import { messages } from '@/lib/messages';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ id: string }> };

async function load(params: Props['params']) {
  const id = productIdFrom((await params).id);
  if (id === null) notFound();
  const loaded = await loadProduct(id);
  if (loaded.kind === 'missing') notFound();
  return { id, loaded, path: `/application/list/detail/${id}` };
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
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Alert severity="error">{loaded.message}</Alert>
      </Container>
    );
  }
  const { product } = loaded;
  const hot = await hotProducts();
  return (
    <>
      <JsonLd data={productLd(publicConfig().siteUrl, product, path)} />
      <RememberApplication id={id} name={product.name} />
      <PageBreadcrumbs trail={[{ label: '应用市场', href: '/application' }, { label: '应用列表', href: '/application/list' }, { label: product.name }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 260px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '5fr 6fr' } }}>
            <ProductMedia media={product.media} picture={product.picture} name={product.name} />
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
              {product.delisted ? <DelistedNotice /> : null}
              <Typography component="h1" sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700 }}>
                {product.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{product.describes}</Typography>
              {product.traits.length ? (
                <Box component="ul" aria-label="产品特点" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                  {product.traits.map((t) => (
                    <li key={t}>
                      <Chip label={t} size="small" color="primary" variant="outlined" />
                    </li>
                  ))}
                </Box>
              ) : null}
              {product.delisted ? null : <ProductActions product={{ id, negotiable: product.negotiable, appId: product.appId, packages: product.packages, fromPrice: product.fromPrice }} path={path} />}
            </Box>
          </Paper>
          <Paper component="section" variant="outlined" aria-labelledby="product-detail" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
            <Typography id="product-detail" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {messages.productDetailHeading}
            </Typography>
            <ProductDetailHtml html={product.detailHtml} />
          </Paper>
        </Box>
        <HotStrip products={hot} currentId={id} />
      </Container>
    </>
  );
}
