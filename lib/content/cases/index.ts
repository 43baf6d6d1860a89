import type { CaseBrief, CaseStudy } from '../types';
import { caseBriefs } from './briefs';
import { caseStudiesA } from './studies-a';
import { caseStudiesB } from './studies-b';

/** 001 §9: 'show more' adds 10 cases at a time; the list starts with the same number. */
export const casePageStep = 10;

/** Ids 1-7 (001 §2), each with a page of its own. */
export const caseStudies: readonly CaseStudy[] = [...caseStudiesA, ...caseStudiesB].sort((a, b) => a.id - b.id);

export function caseStudy(id: number): CaseStudy | undefined {
  return caseStudies.find((c) => c.id === id);
}

/** The list: the seven full studies first, newest first, then the shorter stories. */
export type CaseListEntry = { kind: 'study'; study: CaseStudy } | { kind: 'brief'; brief: CaseBrief };

export const caseList: readonly CaseListEntry[] = [
  ...[...caseStudies].sort((a, b) => b.published.localeCompare(a.published)).map((study) => ({ kind: 'study' as const, study })),
  ...caseBriefs.map((brief) => ({ kind: 'brief' as const, brief })),
];

/** The list page's rotating banners (001 §2: every 3 s). */
export const caseBanners = [
  { title: '合作案例', text: '来自电子信息、汽车、化工、食品等行业的标识应用实践', image: '/images/content/banners/case-1.svg' },
  { title: '看得见的成效', text: '追溯用时、库存周转、停机时间，用数据说话', image: '/images/content/banners/case-2.svg' },
  { title: '与您所在的行业同行', text: '找到与您相似的企业，看看他们是怎样起步的', image: '/images/content/banners/case-3.svg' },
] as const;
