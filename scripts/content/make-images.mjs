// Draws the content pages' illustrations (SVG) and Open Graph cards (PNG through sharp) under
// public/images/content/. Nothing on the site loads from another host. Run: node scripts/content/make-images.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { glyph } from './glyphs.mjs';

const root = path.resolve(import.meta.dirname, '../../public/images/content');
const palettes = {
  blue: ['#0b3c9e', '#2f7bff'], teal: ['#0b5d56', '#22b39a'], violet: ['#3b2a8f', '#8068f0'], orange: ['#a43a0a', '#f28a2e'],
  sky: ['#0c4a78', '#38a8e8'], rose: ['#7c1634', '#e45b7d'], green: ['#2f5310', '#79b833'], slate: ['#1f2a3d', '#5d6f8c'], navy: ['#0a1f4d', '#1456d9'],
};
const font = 'PingFang SC, Microsoft YaHei, Noto Sans CJK SC, WenQuanYi Micro Hei, sans-serif';
const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function art({ w, h, palette, name, scale, cx, cy, label, texts = '' }) {
  const [a, b] = palettes[palette];
  const rings = Array.from({ length: 5 }, (_, k) => `<circle cx="${cx}" cy="${cy}" r="${(110 + k * 46) * scale}" />`).join('');
  const dots = Array.from({ length: Math.ceil(w / 40) * Math.ceil(h / 40) }, (_, i) => {
    const x = (i % Math.ceil(w / 40)) * 40 + 20;
    const y = Math.floor(i / Math.ceil(w / 40)) * 40 + 20;
    return x < w * 0.5 ? `<circle cx="${x}" cy="${y}" r="1.6"/>` : '';
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<g fill="#fff" fill-opacity=".14">${dots}</g>
<g fill="none" stroke="#fff" stroke-opacity=".13" stroke-width="2">${rings}</g>
<g transform="translate(${cx - 100 * scale} ${cy - 100 * scale}) scale(${scale})" opacity=".92">${glyph(name)}</g>${texts}
</svg>\n`;
}

const write = (rel, svg) => {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
};

// Cards: 480×300, the glyph right of centre.
const card = (rel, palette, name, label) => write(rel, art({ w: 480, h: 300, palette, name, scale: 0.8, cx: 330, cy: 150, label }));
for (const [slug, palette, name, label] of [
  ['policy', 'navy', 'seal', '政策解读'], ['node', 'blue', 'nodes', '节点建设'], ['standard', 'violet', 'doc', '标准规范'],
  ['supply-chain', 'teal', 'chain', '供应链'], ['security', 'slate', 'shield', '安全'], ['event', 'orange', 'people', '活动'],
]) card(`news/${slug}.svg`, palette, name, label);
for (const [slug, palette, name, label] of [
  ['component-traceability', 'blue', 'chip', '电子元器件质量追溯'], ['supply-chain', 'teal', 'chain', '供应链协同'],
  ['anti-counterfeit', 'rose', 'shield', '产品防伪与渠道管控'], ['smart-factory', 'navy', 'factory', '智能工厂'],
  ['equipment', 'slate', 'gear', '设备全生命周期管理'], ['logistics', 'sky', 'truck', '仓储物流'], ['energy', 'green', 'bolt', '能耗与碳管理'],
  ['safety', 'orange', 'flask', '安全生产'], ['auto-parts', 'violet', 'car', '汽车零部件追溯'], ['food', 'green', 'leaf', '食品与农产品溯源'],
  ['node-building', 'blue', 'nodes', '标识解析节点建设'],
]) card(`solutions/${slug}.svg`, palette, name, label);
for (const [slug, palette, name, label] of [
  ['auto-electronics', 'violet', 'car', '汽车电子'], ['smart-terminal', 'teal', 'chain', '智能终端'], ['liquor', 'rose', 'bottle', '酒业'],
  ['machining', 'navy', 'gear', '机械加工'], ['chemical', 'orange', 'flask', '化工'], ['materials', 'green', 'bolt', '电子材料'], ['park', 'blue', 'buildings', '产业园区'],
]) card(`cases/${slug}.svg`, palette, name, label);

// Banners: 1440×360, the glyph far right so the page's own text stays readable on the left.
const banner = (rel, palette, name, label) => write(rel, art({ w: 1440, h: 360, palette, name, scale: 1.1, cx: 1180, cy: 180, label }));
[['solution-1', 'navy', 'nodes'], ['solution-2', 'blue', 'chip'], ['solution-3', 'teal', 'chain']].forEach(([s, p, g]) => banner(`banners/${s}.svg`, p, g, '解决方案'));
[['case-1', 'violet', 'buildings'], ['case-2', 'sky', 'factory'], ['case-3', 'teal', 'people']].forEach(([s, p, g]) => banner(`banners/${s}.svg`, p, g, '合作案例'));
[['page-blue', 'navy', 'qr'], ['page-teal', 'teal', 'nodes'], ['page-violet', 'violet', 'doc'], ['page-slate', 'slate', 'shield']].forEach(([s, p, g]) => banner(`banners/${s}.svg`, p, g, ''));

// Video posters: 640×360 with the film's title, so a paused video still says what it is.
const poster = (rel, palette, title) =>
  write(rel, art({ w: 640, h: 360, palette, name: 'video', scale: 0.7, cx: 470, cy: 180, label: title,
    texts: `<text x="48" y="196" font-family="${font}" font-size="40" font-weight="700" fill="#fff">${esc(title)}</text>` }));
poster('intro/company-poster.svg', 'navy', '公司介绍');
poster('intro/publicity-1.svg', 'blue', '一物一码');
poster('intro/publicity-2.svg', 'teal', '链上协同');
poster('intro/publicity-3.svg', 'slate', '安全可信');

// Open Graph cards: 1200×630 PNG, what a shared link shows.
const og = async (slug, palette, name, title) => {
  const svg = art({ w: 1200, h: 630, palette, name, scale: 1.3, cx: 930, cy: 315, label: title,
    texts: `<text x="80" y="140" font-family="WenQuanYi Micro Hei" font-size="34" fill="#fff" fill-opacity=".85">工业互联网标识解析二级节点</text>
<text x="80" y="330" font-family="WenQuanYi Micro Hei" font-size="72" font-weight="700" fill="#fff">${esc(title)}</text>
<rect x="80" y="380" width="120" height="8" rx="4" fill="#f07a1a"/>` });
  mkdirSync(path.join(root, 'og'), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colors: 256, dither: 0.6 }).toFile(path.join(root, 'og', `${slug}.png`));
};
await og('site', 'navy', 'qr', '一物一码 全链可溯');
await og('news', 'blue', 'doc', '新闻资讯');
await og('solution', 'teal', 'nodes', '行业解决方案');
await og('case', 'violet', 'buildings', '合作案例');
await og('intro', 'navy', 'video', '关于我们');
await og('ecology', 'green', 'chain', '生态合作');
await og('identification', 'blue', 'qr', '标识注册');
await og('develop', 'slate', 'doc', '开发者文档');
const mark = readFileSync(path.resolve(root, '../brand/logo-mark.svg'));
await sharp(mark, { density: 768 }).resize(512, 512).png().toFile(path.join(root, 'og', 'logo.png'));
console.log('content images written to', root);
