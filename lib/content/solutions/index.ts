import type { Solution } from '../types';
import { factorySolutions } from './factory';
import { platformSolutions } from './platform';
import { supplyChainSolutions } from './supply-chain';
import { traceabilitySolutions } from './traceability';

/** 001 §9: nine solutions per page. */
export const solutionPageSize = 9;

/** Ids 1-10 and 14 (001 §2), in id order as the list shows them. */
export const solutions: readonly Solution[] = [...traceabilitySolutions, ...supplyChainSolutions, ...factorySolutions, ...platformSolutions].sort(
  (a, b) => a.id - b.id,
);

export function solution(id: number): Solution | undefined {
  return solutions.find((s) => s.id === id);
}

export function relatedSolutions(s: Solution): Solution[] {
  return s.related.map(solution).filter((x): x is Solution => Boolean(x));
}

/** The list page's rotating banner (001 §2: every 3 s). */
export const solutionBanners = [
  { title: '行业解决方案', text: '以工业互联网标识为纽带，贯通设计、生产、流通与服务全过程', image: '/images/content/banners/solution-1.svg' },
  { title: '一码追溯 全链可信', text: '从来料批次到成品序列号，质量问题分钟级定位', image: '/images/content/banners/solution-2.svg' },
  { title: '上下游协同 数据一码贯通', text: '核心企业与供应商共享计划、库存与在途信息', image: '/images/content/banners/solution-3.svg' },
] as const;
