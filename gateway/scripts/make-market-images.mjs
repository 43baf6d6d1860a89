// Draws the marketplace seed's own illustrations as SVG (product pictures, banners): nothing on the
// site loads from another host. Run from the repository root: `node gateway/scripts/make-market-images.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('esbuild-register/dist/node').register({ target: 'node20' });
const { productSeeds, bannerSeeds } = require('../db/seed/market/index.ts');

const palettes = [
  ['#1456d9', '#4f8cff'], ['#0e7c66', '#34c3a0'], ['#6b3fd4', '#a47cff'], ['#c2410c', '#fb923c'],
  ['#0f5e9c', '#38bdf8'], ['#9f1239', '#fb7185'], ['#3f6212', '#a3e635'], ['#334155', '#94a3b8'],
];
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The picture's content stands in the middle: lists and cards crop it to their own shape around the
// centre, down to a square. The whole name is written, at a size that keeps it inside the middle 280 px
// (a square crop's width less its margins): 34 px for most names, 27 px for the longest.
const ems = (text) => [...text].reduce((sum, c) => sum + (/[A-Z0-9]/.test(c) ? 0.68 : c.charCodeAt(0) < 128 ? 0.55 : 1), 0);
const nameSize = (name) => Math.min(34, Math.floor(280 / ems(name)));

function picture(name, i) {
  const [a, b] = palettes[i % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300" role="img" aria-label="${esc(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="480" height="300" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2">${Array.from({ length: 6 }, (_, k) => `<circle cx="${380 - k * 8}" cy="${60 + k * 6}" r="${30 + k * 22}"/>`).join('')}</g>
<g fill="#fff" fill-opacity=".9"><rect x="208" y="52" width="64" height="64" rx="14"/><rect x="220" y="64" width="18" height="18" rx="3" fill="${a}"/><rect x="242" y="64" width="18" height="18" rx="3" fill="${a}" fill-opacity=".6"/><rect x="220" y="86" width="18" height="18" rx="3" fill="${a}" fill-opacity=".6"/><rect x="242" y="86" width="18" height="18" rx="3" fill="${a}"/></g>
<text x="240" y="182" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="${nameSize(name)}" font-weight="700" fill="#fff">${esc(name)}</text>
<text x="240" y="224" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="18" fill="#fff" fill-opacity=".85">工业互联网标识应用</text>
</svg>\n`;
}

function banner(title, subtitle, i) {
  const [a, b] = palettes[(i + 3) % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="3">${Array.from({ length: 8 }, (_, k) => `<path d="M${700 + k * 40} 360 L${980 + k * 30} 0"/>`).join('')}</g>
<text x="80" y="160" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="52" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="80" y="220" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="26" fill="#fff" fill-opacity=".88">${esc(subtitle)}</text>
</svg>\n`;
}

function write(file, text) {
  const target = path.join('public', file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

productSeeds.forEach((p, i) => {
  write(p.picture, picture(p.name, i));
  p.bannerUrls.forEach((url, k) => write(url, banner(p.name, ['一站式供应链协同平台', '采购、库存、物流全程可视', '基于标识解析的上下游数据贯通'][k % 3], i + k)));
});
const bannerText = {
  'market-supply-chain-cloud': ['供应链管理云', '上下游协同，一码贯通'],
  'market-miit-policy': ['工业互联网创新发展', '了解最新政策与标准'],
  'market-new-arrivals': ['新品上架', '更多工业应用即将上线'],
  'partner-recruitment': ['生态伙伴招募', '共建标识应用生态'],
  'partner-ecosystem': ['合作伙伴计划', '技术服务商与渠道代理商'],
};
bannerSeeds.forEach((b, i) => {
  const key = path.basename(b.image, '.svg');
  const [title, subtitle] = bannerText[key] ?? ['工业应用市场', '精选工业软件与服务'];
  write(b.image, banner(title, subtitle, i));
});
console.log(`wrote ${productSeeds.length} product pictures and ${bannerSeeds.length} banners`);

// Identifier pictures of the demo dataset, the two defaults (ordinary, AI production) and scene icons.
const identifierPictures = {
  'servo-motor': '伺服电机', 'servo-motor-nameplate': '电机铭牌', encoder: '编码器', 'induction-motor': '异步电机',
  'monitor-terminal': '监测终端', 'inverter-cabinet': '变频柜', 'waste-drum': '危废包装桶', default: '工业产品', 'default-ai': '智能产线',
};
Object.entries(identifierPictures).forEach(([slug, name], i) => write(`/images/identifiers/${slug}.svg`, picture(name, i + 2)));
write('/images/scenes/custom-quality.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="#1456d9" d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4-6 6z"/></svg>\n`);
console.log('wrote identifier pictures');
