import { StepFlow } from '@/components/content/step-flow';

/** 001 §2 legacy flow: the five trade steps of a negotiated purchase. */
export const tradeSteps = [
  { title: '买家询价', text: '在应用市场选择应用，提交询价需求与预算。' },
  { title: '买卖双方洽谈', text: '卖家联系买家，确认规格、时长与价格。' },
  { title: '卖家创建支付订单', text: '双方谈妥后，卖家在平台为买家创建支付订单。' },
  { title: '买家支付', text: '买家在订单中确认信息并完成支付。' },
  { title: '卖家交付', text: '卖家开通应用或交付服务，订单完成。' },
];

export function TradeSteps() {
  return <StepFlow steps={tradeSteps} label="交易流程" />;
}
