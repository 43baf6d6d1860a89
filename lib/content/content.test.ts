import { existsSync } from 'node:fs';
import path from 'node:path';
import { productSeeds } from '@/gateway/testing/demo-data';
import { caseList, caseStudies } from './cases';
import { catalogue, catalogueEntry } from './catalogue';
import { company, publicityVideos } from './introduction';
import { hotNews, newsItems, relatedNews } from './news';
import { contentPages } from './pages';
import { solutions } from './solutions';

const publicFile = (href: string) => existsSync(path.join(__dirname, '../../public', href));

describe('news', () => {
  it('has the 12 home items, ids 1-7 and 15-19, dated 2021-2023, newest first', () => {
    expect(newsItems.map((n) => n.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 15, 16, 17, 18, 19]);
    for (const n of newsItems) expect(n.time).toMatch(/^202[123]-\d{2}-\d{2}$/);
    const times = newsItems.map((n) => n.time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('writes bodies in plain tags only: no scripts, handlers, styles or links off the site', () => {
    for (const n of newsItems) {
      const tags = [...n.content.matchAll(/<([a-z0-9]+)([^>]*)>/gi)];
      expect(n.content).not.toMatch(/<\/[a-z0-9]+\s[^>]*>/i);
      expect(tags.length).toBeGreaterThan(5);
      for (const [, tag, attrs] of tags) {
        expect(['p', 'h2', 'ul', 'ol', 'li', 'strong', 'blockquote', 'a']).toContain(tag.toLowerCase());
        if (tag === 'a') expect(attrs).toMatch(/^ href="\/[a-z0-9/_-]*"$/i);
        else expect(attrs).toBe('');
      }
      expect(n.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(n.content.replace(/<[^>]+>/g, "").length).toBeGreaterThan(300);
    }
  });

  it('offers documents and pictures that exist', () => {
    expect(newsItems.filter((n) => n.documents.length).length).toBeGreaterThanOrEqual(6);
    for (const n of newsItems) {
      expect(publicFile(n.imgUrl)).toBe(true);
      for (const d of n.documents) expect(publicFile(d.href)).toBe(true);
    }
  });

  it('has a hot list of 6 and 3 related items that are never the item itself', () => {
    expect(hotNews()).toHaveLength(6);
    for (const n of newsItems) {
      const related = relatedNews(n);
      expect(related).toHaveLength(3);
      expect(related.map((r) => r.id)).not.toContain(n.id);
    }
  });
});

describe('solutions and cases', () => {
  it('has solutions 1-10 and 14 whose related solutions exist', () => {
    expect(solutions.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14]);
    const ids = new Set(solutions.map((s) => s.id));
    for (const s of solutions) {
      expect(s.related.every((r) => ids.has(r) && r !== s.id)).toBe(true);
      expect(s.advantageList.length).toBeGreaterThanOrEqual(3);
      expect(s.architecture.length).toBeGreaterThanOrEqual(3);
      expect(publicFile(s.imgUrl)).toBe(true);
    }
  });

  it('has cases 1-7 whose products are marketplace products with a catalogue entry', () => {
    expect(caseStudies.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const listed = new Set(productSeeds.filter((p) => p.sellStatus === 1).map((p) => p.id));
    for (const c of caseStudies) {
      expect(c.stats.length).toBeGreaterThanOrEqual(3);
      for (const id of c.productIds) {
        expect(listed.has(id)).toBe(true);
        expect(catalogueEntry(id)?.offered).toBe(true);
      }
      expect(publicFile(c.bannerImg)).toBe(true);
    }
  });

  it('lists more cases than one step, so show-more has work to do', () => {
    expect(caseList.length).toBeGreaterThan(20);
    expect(new Set(caseList.map((e) => (e.kind === 'study' ? `s${e.study.id}` : e.brief.key))).size).toBe(caseList.length);
  });
});

describe('static catalogue', () => {
  it('covers marketplace ids 1-48, including 48, under the marketplace names', () => {
    expect(catalogue.map((e) => e.id)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    const names = new Map(productSeeds.map((p) => [p.id, p.name]));
    for (const e of catalogue) expect(e.title).toBe(names.get(e.id));
    expect(catalogueEntry(48)?.title).toBe('供应链管理云');
  });

  it('fills all four sections of every entry, and marks the delisted product as not offered', () => {
    for (const e of catalogue) {
      for (const list of [e.advantages, e.features, e.scenes, e.values]) expect(list.length).toBeGreaterThanOrEqual(3);
    }
    const delisted = productSeeds.filter((p) => p.sellStatus === 0).map((p) => p.id);
    for (const id of delisted) expect(catalogueEntry(id)?.offered).toBe(false);
  });
});

describe('media and pages', () => {
  it('has the company film and three publicity films with posters', () => {
    expect(publicityVideos).toHaveLength(3);
    for (const v of [company.video, ...publicityVideos]) {
      expect(publicFile(v.src)).toBe(true);
      expect(publicFile(v.poster)).toBe(true);
    }
  });

  it('dates every content page', () => {
    for (const p of contentPages) expect(p.lastModified).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
  });
});
