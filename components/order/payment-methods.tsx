'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { orderMessages } from '@/core/messages/order';
import type { OpenChannels } from '@/lib/order/pay-channels';
import { OfflinePayForm } from './offline-pay-form';
import { useHydrated } from './use-hydrated';
import { OnlinePay } from './online-pay';
import { WechatPay } from './wechat-pay';

const methods = [
  { key: 'offline', label: orderMessages.payOffline },
  { key: 'wechat', label: orderMessages.payWechat },
  { key: 'online', label: orderMessages.payOnline },
] as const;

const closedText = { wechat: orderMessages.wechatClosed, online: orderMessages.onlineClosed };

/**
 * The three ways to pay (the ordering issue); only the chosen one is mounted, so leaving WeChat stops its
 * polling. A channel that is off (no provider, no sandbox) keeps its tab, which says so, and starts nothing.
 */
export function PaymentMethods(props: { orderId: number; amount: number; open: OpenChannels; onPaid: () => void; onStarted?: () => void }) {
  const { orderId, amount, open, onPaid, onStarted } = props;
  const [method, setMethod] = useState<(typeof methods)[number]['key']>('offline');
  const hydrated = useHydrated();
  const closedNote = method === 'offline' || open[method] ? undefined : closedText[method];
  return (
    <Box>
      <Tabs value={method} onChange={(_, next) => setMethod(next)} aria-label="支付方式" variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        {methods.map((m) => (
          <Tab key={m.key} value={m.key} label={m.key === 'offline' || open[m.key] ? m.label : `${m.label}（${orderMessages.payChannelClosedTag}）`} disabled={!hydrated && m.key !== method} id={`pay-tab-${m.key}`} aria-controls={`pay-panel-${m.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`pay-panel-${method}`} aria-labelledby={`pay-tab-${method}`}>
        {method === 'offline' ? <OfflinePayForm orderId={orderId} amount={amount} /> : null}
        {closedNote ? <Alert severity="info">{closedNote}</Alert> : null}
        {method === 'wechat' && !closedNote ? <WechatPay orderId={orderId} amount={amount} onPaid={onPaid} onStarted={onStarted} /> : null}
        {method === 'online' && !closedNote ? <OnlinePay orderId={orderId} amount={amount} /> : null}
      </Box>
    </Box>
  );
}
