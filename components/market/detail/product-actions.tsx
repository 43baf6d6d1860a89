'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useNavigation } from '@/components/layout/navigation-start';
import { useState } from 'react';
import { AgreementCheck } from '@/components/agreements/agreement-check';
import { refreshSession } from '@/components/layout/use-session-summary';
import { useHydrated } from '@/components/order/use-hydrated';
import { browserFingerprint } from '@/lib/client/fingerprint';
import { postJson } from '@/lib/client/post-json';
import { openConsultation } from '@/lib/events';
import { canBuyAsCompany } from '@/lib/market/gates';
import { canTry, fromPrice, optionPrice, type ProductView } from '@/lib/market/product-view';
import { commonMessages } from '@/core/messages/common';
import { validationMessages } from '@/core/messages/validation';
import { marketMessages } from '@/core/messages/market';
import { InquiryDialog } from './inquiry-dialog';
import { NoticeDialog } from './notice-dialog';
import { SpecPicker } from './spec-picker';
import { useMarketGate } from './use-market-gate';
import { confirmOrderPath } from '@/lib/routes';

export type PurchaseProduct = Pick<ProductView, 'id' | 'negotiable' | 'appId' | 'packages' | 'fromPrice'>;

type Result = { title: string; text: string } | null;

/** 001 §2 product detail: price, specification and duration choice, and the four gated actions. */
export function ProductActions({ product, path }: { product: PurchaseProduct; path: string }) {
  const router = useNavigation();
  const gate = useMarketGate();
  // Until React runs, a click would be lost: the buttons wait for it (as the confirm-order button does).
  const hydrated = useHydrated();
  const [pkgIndex, setPkgIndex] = useState(0);
  const [priceIndex, setPriceIndex] = useState(0);
  const [inquiring, setInquiring] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [trying, setTrying] = useState(false);
  const pkg = product.packages[pkgIndex];
  const price = pkg?.prices[priceIndex];
  const buyBlocked = gate.user !== null && !canBuyAsCompany(gate.user);

  const relogin = () => {
    void refreshSession();
    gate.setDialog('login');
  };

  const buy = () =>
    gate.guard('buy', () => {
      if (pkg && price) router.push(confirmOrderPath({ productId: product.id, packageId: pkg.id, priceId: price.id }));
    });

  const trial = () =>
    gate.guard('trial', async () => {
      if (!pkg || trying) return;
      setTrying(true);
      const answer = await postJson('/api/market/trial', { productId: product.id, packageId: pkg.id, priceId: price?.id, fingerprint: await browserFingerprint() });
      setTrying(false);
      if (answer.relogin) return relogin();
      if (answer.code === 'noPrefix') return gate.setDialog('noPrefix');
      setResult(answer.ok ? { title: commonMessages.trialOkTitle, text: commonMessages.trialOkHint } : { title: commonMessages.trialFailedTitle, text: answer.message ?? commonMessages.requestError });
    });

  const priceText = product.negotiable ? commonMessages.negotiable : price ? optionPrice(price.price) : product.fromPrice != null ? fromPrice(product.fromPrice) : commonMessages.negotiable;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ bgcolor: 'grey.50', borderRadius: 1, px: 2, py: 1.5, display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          价格
        </Typography>
        <Typography data-testid="product-price" sx={{ color: 'secondary.main', fontSize: 26, fontWeight: 700 }}>
          {priceText}
        </Typography>
        {!product.negotiable && price ? <Typography variant="body2" sx={{ color: 'text.secondary' }}>/ {price.label}</Typography> : null}
      </Box>
      {product.packages.length ? (
        <SpecPicker label={marketMessages.specLabel} options={product.packages} selected={pkgIndex} nameOf={(p) => p.name} onSelect={(i) => { setPkgIndex(i); setPriceIndex(0); }} />
      ) : null}
      {!product.negotiable && pkg?.prices.length ? (
        <SpecPicker label={marketMessages.durationLabel} options={pkg.prices} selected={priceIndex} nameOf={(p) => p.label} onSelect={setPriceIndex} />
      ) : null}
      {buyBlocked && !product.negotiable ? (
        <Alert severity="warning" action={<Button component={Link} href="/identification" color="inherit" size="small">{marketMessages.goRegisterPrefix}</Button>}>
          {marketMessages.buyNeedsCompany}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {product.negotiable ? (
          <Button variant="contained" size="large" onClick={() => gate.guard('ask', () => setInquiring(true))} disabled={!hydrated}>{marketMessages.askPrice}</Button>
        ) : (
          <Button variant="contained" size="large" onClick={buy} disabled={!hydrated || buyBlocked || !price}>{marketMessages.buyNow}</Button>
        )}
        {canTry(product, pkg) ? (
          <Button variant="outlined" size="large" onClick={trial} loading={trying} disabled={!hydrated}>{marketMessages.freeTrial}</Button>
        ) : null}
        <Button variant="outlined" size="large" onClick={() => gate.guard('consult', () => openConsultation('product-detail'))} disabled={!hydrated}>{marketMessages.productConsult}</Button>
      </Box>
      <AgreementCheck
        agreements={['service', 'marketUser']}
        checked={gate.agreed}
        onChange={gate.setAgreed}
        disabled={!hydrated}
        error={gate.agreementMissing ? validationMessages.agreementMarket : undefined}
        alert
      />
      <NoticeDialog
        open={gate.dialog === 'login'}
        title={commonMessages.notLoggedIn}
        actions={[{ label: commonMessages.cancel }, { label: commonMessages.loginNow, href: `/login?from=${encodeURIComponent(path)}`, primary: true }]}
        onClose={() => gate.setDialog(null)}
      />
      <NoticeDialog
        open={gate.dialog === 'noPrefix'}
        title={commonMessages.noPrefix}
        actions={[{ label: commonMessages.cancel }, { label: marketMessages.goRegisterPrefix, href: '/identification', primary: true }]}
        onClose={() => gate.setDialog(null)}
      />
      <NoticeDialog open={result !== null} title={result?.title ?? ''} text={result?.text} onClose={() => setResult(null)} />
      {pkg ? (
        <InquiryDialog
          open={inquiring}
          user={gate.user}
          productId={product.id}
          packageId={pkg.id}
          onClose={() => setInquiring(false)}
          onSent={() => {
            setInquiring(false);
            // 001 §4: the success modal opens 50 ms after the form closes.
            window.setTimeout(() => setResult({ title: commonMessages.inquiryOk, text: '' }), 50);
          }}
          onFailed={(message, needsLogin) => {
            setInquiring(false);
            if (needsLogin) relogin();
            else gate.setNotice({ text: message, severity: 'error' });
          }}
        />
      ) : null}
      <Snackbar open={gate.notice !== null} autoHideDuration={4000} onClose={() => gate.setNotice(null)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity={gate.notice?.severity ?? 'error'} variant="filled" closeText="关闭" onClose={() => gate.setNotice(null)}>{gate.notice?.text}</Alert>
      </Snackbar>
    </Box>
  );
}
