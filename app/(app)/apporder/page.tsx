import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ApporderWizard } from '@/components/order/legacy/apporder-wizard';
import { RecommendedApps } from '@/components/order/legacy/recommended-apps';
import { TradeSteps } from '@/components/order/legacy/trade-steps';
import { contract } from '@/core/contract';
import { publicConfig } from '@/lib/config/env';
import { call } from '@/lib/gateway/client';
import { messages } from '@/core/messages';
import { consoleOrdersUrl } from '@/lib/order/console';
import { canBuy } from '@/lib/order/purchase';
import { recommendedProducts } from '@/lib/order/recommended';
import { pagePath, requireUser } from '@/lib/session';
import { paths } from '@/lib/routes';

export const metadata: Metadata = { title: '应用订购', robots: { index: false, follow: false } };

type Params = Record<string, string | string[] | undefined>;
const idOf = (value: string | string[] | undefined) => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : undefined);

/**
 * 001 §2 legacy order flow. With ?productId= (and optionally &packageId=) the four-step wizard for that
 * application, which needs a login; without, the five trade steps of a negotiated purchase.
 */
export default async function ApporderPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const productId = idOf(params.productId);
  const recommended = await recommendedProducts();
  if (productId === undefined) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
          {messages.tradeStepsTitle}
        </Typography>
        <TradeSteps />
        <RecommendedApps products={recommended} />
      </Container>
    );
  }
  const { user } = await requireUser({ from: pagePath('/apporder', params), otherwise: 'login' });
  const detail = await call(contract.market.detail, { id: productId });
  const product = detail.ok ? detail.data : undefined;
  const packageId = idOf(params.packageId) ?? product?.packageDetailsResponse?.[0]?.id;
  const pkg = product?.packageDetailsResponse?.find((p) => p.id === packageId);
  if (!product || !pkg || product.sellStatus === 0 || product.negotiable === 1) redirect(paths.marketList);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {product.name} · {pkg.name}
      </Typography>
      <ApporderWizard product={product} packageId={pkg.id} canBuy={canBuy(user)} consoleOrdersUrl={consoleOrdersUrl(publicConfig().consoleUrl)} />
      <RecommendedApps products={recommended} />
    </Container>
  );
}
