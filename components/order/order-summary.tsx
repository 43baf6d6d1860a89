import Box from '@mui/material/Box';
import type { OrderDetail } from '@/core/contract';
import { formatYuan } from '@/core/format/price';
import { durationText } from '@/lib/order/purchase-summary';
import { statusLabel, type OrderStatus } from '@/core/order/status';
import { DetailRows } from './detail-rows';

/** An order as the payment and result pages show it. */
export function OrderSummary({ order, status }: { order: OrderDetail; status: OrderStatus }) {
  const line = order.orderDetails?.[0];
  const unit = (line as { durationUnit?: string | null } | undefined)?.durationUnit ?? null;
  const rows: [string, React.ReactNode][] = [
    ['订单编号', order.orderCode],
    ['应用名称', line?.productName ?? ''],
    ['套餐规格', line?.packageName ?? ''],
    ['购买时长', line ? durationText({ duration: line.purchaseDuration ?? null, durationUnit: unit, durationName: null }) : ''],
    ['订单状态', statusLabel[status]],
    [
      '订单金额',
      <Box key="amount" component="strong" sx={{ color: 'secondary.main', fontSize: 20 }}>
        {formatYuan(order.totalAmount ?? 0)}
      </Box>,
    ],
  ];
  return <DetailRows label="订单信息" rows={rows} />;
}
