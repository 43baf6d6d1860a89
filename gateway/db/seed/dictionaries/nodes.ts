import type { SecondNode } from './types';

// Second-level nodes offered in the prefix application. 88.365 is the platform's own node and comes
// first; 88.364 and 88.182 are the hazardous-waste nodes the portal links to their trade site.
export const secondNodes: SecondNode[] = [
  { id: 1, name: '电子信息行业标识解析二级节点（成渝地区双城经济圈）', nodePrefix: '88.365' },
  { id: 2, name: '危险废物全过程监管标识解析二级节点', nodePrefix: '88.364' },
  { id: 3, name: '危险废物交易服务标识解析二级节点', nodePrefix: '88.182' },
  { id: 4, name: '高端装备制造行业标识解析二级节点', nodePrefix: '88.118' },
  { id: 5, name: '汽车零部件行业标识解析二级节点', nodePrefix: '88.126' },
  { id: 6, name: '食品饮料行业标识解析二级节点', nodePrefix: '88.135' },
  { id: 7, name: '医疗器械行业标识解析二级节点', nodePrefix: '88.147' },
  { id: 8, name: '纺织服装行业标识解析二级节点', nodePrefix: '88.163' },
  { id: 9, name: '化工新材料行业标识解析二级节点', nodePrefix: '88.171' },
];
