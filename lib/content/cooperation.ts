import type { TitledText } from './types';

/** 001 §2: the four steps after a visitor asks for a solution, with feedback within 5 working days. */
export const cooperationSteps: TitledText[] = [
  { title: '提交需求', text: '在线提交您的业务场景与需求，或拨打服务热线' },
  { title: '需求反馈', text: '5个工作日内，解决方案顾问与您联系并反馈初步方案' },
  { title: '深入洽谈', text: '现场调研业务流程，细化方案、实施计划与报价' },
  { title: '商务签约', text: '签订合同，项目组进场实施并持续提供服务' },
];
