import type { TitledText } from './types';
import { paths } from '@/lib/routes';

// The two promotional pages outside the shell (001 §2). Each stands alone with a way back home.

export interface Promotion {
  path: '/special' | '/smartexpo';
  eyebrow: string;
  title: string;
  subtitle: string;
  description: string;
  highlights: TitledText[];
  /** Where the reader goes next inside the site. */
  links: { label: string; href: string }[];
}

export const specialTopic: Promotion = {
  path: '/special',
  eyebrow: '专题',
  title: '一物一码 赋能电子信息产业',
  subtitle: '工业互联网标识解析融合应用专题',
  description:
    '从元器件到整机，从工厂到消费者，工业互联网标识正在成为产业链数据流动的纽带。本专题汇集标识解析在质量追溯、供应链协同、设备运维与绿色低碳方向的应用实践，帮助企业找到适合自己的起点。',
  highlights: [
    { title: '质量追溯', text: '来料批次到成品序列号一码贯通，质量问题分钟级定位影响范围。' },
    { title: '供应链协同', text: '核心企业与供应商共享同一份数据，缺料风险提前可见。' },
    { title: '设备运维', text: '一机一码建立设备档案，点检、维修与预测性维护全程留痕。' },
    { title: '绿色低碳', text: '分项计量核算单位能耗，产品碳足迹随标识向下游传递。' },
  ],
  links: [
    { label: '查看解决方案', href: '/solution' },
    { label: '查看合作案例', href: '/cooperation_case' },
    { label: '申请企业前缀', href: '/new_identification' },
  ],
};

export const smartExpo: Promotion = {
  path: '/smartexpo',
  eyebrow: '展会',
  title: '智博会 · 标识解析展区',
  subtitle: '扫一扫，看见产品的“数字身份证”',
  description:
    '展区以“一码贯通产业链”为主题，现场演示产品扫码追溯、供应链协同看板与设备远程运维，参观者可以用手机扫描展品上的标识，亲身体验标识解析的全过程。',
  highlights: [
    { title: '扫码体验区', text: '扫描展品标识，查看生产企业、追溯记录与召回状态。' },
    { title: '产业链协同区', text: '实时看板展示核心企业与供应商之间的订单、库存与在途协同。' },
    { title: '设备运维区', text: '一台联网设备，演示点检、报警、工单与远程诊断的闭环。' },
    { title: '咨询洽谈区', text: '解决方案顾问现场解答前缀申请与应用接入问题。' },
  ],
  links: [
    { label: '在线体验扫码', href: '/new_identification' },
    { label: '浏览应用市场', href: paths.market },
    { label: '了解我们', href: '/introduce' },
  ],
};
