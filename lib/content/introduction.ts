import type { TitledText } from './types';

// The introduction page (000 §2): company, history, culture, publicity videos.

export const company = {
  name: '重庆两江智链标识科技有限公司',
  shortName: '两江智链',
  founded: '2019年',
  location: '重庆两江新区',
  paragraphs: [
    '重庆两江智链标识科技有限公司成立于2019年，总部位于重庆两江新区，是电子信息行业工业互联网标识解析二级节点的建设与运营单位。公司以“让每一件产品都有可信的数字身份”为使命，为电子信息产业链上下游企业提供标识注册、标识解析、数据托管与工业应用服务。',
    '公司拥有一支覆盖网络、软件、数据与安全的技术团队，节点按网络安全等级保护要求建设，已与国家顶级节点完成对接。围绕节点，我们建设了工业应用市场，联合生态伙伴提供追溯、供应链协同、设备运维、安全生产等方向的标识应用，让企业注册即可用、扫码即可见。',
  ],
  highlights: [
    { label: '服务行业', value: '电子信息' },
    { label: '节点类型', value: '行业二级节点' },
    { label: '安全等级', value: '等保三级' },
    { label: '服务时间', value: '7×24 小时' },
  ],
  video: {
    src: '/media/company-intro.webm',
    poster: '/images/content/intro/company-poster.svg',
    title: '公司介绍',
    transcript: filmTranscript(8, '两江智链 · 公司介绍', '电子信息行业标识解析二级节点建设与运营', '深蓝渐变'),
  },
};

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const history: Milestone[] = [
  { year: '2019', title: '公司成立', text: '在重庆两江新区注册成立，启动电子信息行业二级节点的规划与论证。' },
  { year: '2020', title: '节点建设', text: '完成节点系统部署与安全建设，开展与国家顶级节点的对接联调。' },
  { year: '2021', title: '节点上线', text: '二级节点正式上线运行，发布行业产品标识编码规范（试行），首批企业完成前缀申请。' },
  { year: '2022', title: '应用市场', text: '工业应用市场上线，供应链管理云等首批标识应用发布，举办“一物一码”现场交流会。' },
  { year: '2023', title: '生态扩展', text: '引入设备运维、能耗管理、安全生产类应用，启动融合应用案例征集，通过年度安全评估。' },
  { year: '2024', title: '服务深化', text: '推出园区公共标识服务与企业节点建设方案，服务范围从产品延伸到设备与能源。' },
];

export const culture: TitledText[] = [
  { title: '愿景', text: '成为电子信息产业值得信赖的工业互联网标识服务平台。' },
  { title: '使命', text: '让每一件产品都有可信的数字身份，让产业链数据顺畅流动。' },
  { title: '目标', text: '三年内帮助园区与产业链企业普遍实现“注册即可用、扫码即可见”。' },
];

export interface PublicityVideo {
  src: string;
  poster: string;
  title: string;
  text: string;
  /** The film in words (GB/T 37668, WCAG 1.2.1): the films are silent, so what they show is all there is. */
  transcript: string;
}

/**
 * What one of scripts/content/make-media.sh's films shows, for those who cannot see it: a silent film on a
 * moving colour gradient, the node's name at the top left, its title fading in, an orange line drawn under
 * it and its subtitle fading in below.
 */
function filmTranscript(seconds: number, title: string, subtitle: string, background: string): string {
  return `无声影片，约${seconds}秒。${background}背景上，左上角写着“工业互联网标识解析二级节点”；标题“${title}”渐渐显现，下方画出一条橙色横线，随后出现副标题“${subtitle}”。`;
}

/** Three publicity films; only one plays at a time (000 §2). */
export const publicityVideos: PublicityVideo[] = [
  { src: '/media/publicity-one-code.webm', poster: '/images/content/intro/publicity-1.svg', title: '一物一码', text: '一个标识，贯通产品从生产到服务的全生命周期。', transcript: filmTranscript(6, '一物一码', '一个标识，贯通产品全生命周期', '深蓝渐变') },
  { src: '/media/publicity-supply-chain.webm', poster: '/images/content/intro/publicity-2.svg', title: '链上协同', text: '上下游企业共享同一份数据，协同更顺畅。', transcript: filmTranscript(6, '链上协同', '上下游共享同一份数据', '青绿渐变') },
  { src: '/media/publicity-security.webm', poster: '/images/content/intro/publicity-3.svg', title: '安全可信', text: '分级授权、加密传输与审计留痕，数据开放而不失控。', transcript: filmTranscript(6, '安全可信', '分级授权 · 加密传输 · 审计留痕', '蓝灰渐变') },
];
