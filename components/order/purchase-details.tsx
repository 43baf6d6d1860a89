import Box from '@mui/material/Box';
import { formatYuan } from '@/core/format/price';
import type { purchaseFigures } from '@/lib/order/purchase-summary';
import { DetailRows } from './detail-rows';

type Figures = ReturnType<typeof purchaseFigures>;

/** What the confirm page shows of the purchase (001 §2): product, package, duration, standard price, amount. */
export function PurchaseDetails({ figures }: { figures: Figures }) {
  const standard = `${formatYuan(figures.standardPrice)}${figures.standardUnit ? `/${figures.standardUnit}` : ''}`;
  return (
    <DetailRows
      label="订单信息"
      rows={[
        ['应用名称', figures.productName],
        ['套餐规格', figures.packageName],
        ['购买时长', figures.duration],
        ['标准价格', standard],
        [
          '订单金额',
          <Box key="amount" component="strong" sx={{ color: 'secondary.main', fontSize: 20 }}>
            {formatYuan(figures.amount)}
          </Box>,
        ],
      ]}
    />
  );
}
