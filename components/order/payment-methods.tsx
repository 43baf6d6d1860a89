'use client';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { messages } from '@/lib/messages';
import { OfflinePayForm } from './offline-pay-form';
import { useHydrated } from './use-hydrated';
import { OnlinePay } from './online-pay';
import { WechatPay } from './wechat-pay';

const methods = [
  { key: 'offline', label: messages.payOffline },
  { key: 'wechat', label: messages.payWechat },
  { key: 'online', label: messages.payOnline },
] as const;

/** The three ways to pay (the ordering issue); only the chosen one is mounted, so leaving WeChat stops its polling. */
export function PaymentMethods({ orderId, amount, onPaid }: { orderId: number; amount: number; onPaid: () => void }) {
  const [method, setMethod] = useState<(typeof methods)[number]['key']>('offline');
  const hydrated = useHydrated();
  return (
    <Box>
      <Tabs value={method} onChange={(_, next) => setMethod(next)} aria-label="支付方式" variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {methods.map((m) => (
          <Tab key={m.key} value={m.key} label={m.label} disabled={!hydrated && m.key !== method} id={`pay-tab-${m.key}`} aria-controls={`pay-panel-${m.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`pay-panel-${method}`} aria-labelledby={`pay-tab-${method}`}>
        {method === 'offline' ? <OfflinePayForm orderId={orderId} amount={amount} /> : null}
        {method === 'wechat' ? <WechatPay orderId={orderId} amount={amount} onPaid={onPaid} /> : null}
        {method === 'online' ? <OnlinePay orderId={orderId} amount={amount} /> : null}
      </Box>
    </Box>
  );
}
