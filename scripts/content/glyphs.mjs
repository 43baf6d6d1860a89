// White line-art glyphs for the content illustrations, drawn in a 200×200 box. Each returns SVG markup.
const s = 'fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"';
const f = 'fill="#fff"';

function qr() {
  const cells = [];
  // A fixed pseudo-random module pattern: the same picture on every run.
  let seed = 7;
  const rnd = () => ((seed = (seed * 9301 + 49297) % 233280) / 233280);
  for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) {
    const finder = (x < 3 && y < 3) || (x > 5 && y < 3) || (x < 3 && y > 5);
    if (!finder && rnd() > 0.5) cells.push(`<rect x="${28 + x * 16}" y="${28 + y * 16}" width="13" height="13" rx="2" ${f}/>`);
  }
  const finder = (x, y) => `<rect x="${x}" y="${y}" width="42" height="42" rx="6" ${s}/><rect x="${x + 13}" y="${y + 13}" width="16" height="16" rx="2" ${f}/>`;
  return finder(28, 28) + finder(128, 28) + finder(28, 128) + cells.join('');
}

const glyphs = {
  qr,
  chain: () => `<rect x="20" y="72" width="90" height="56" rx="28" ${s}/><rect x="90" y="72" width="90" height="56" rx="28" ${s}/>`,
  shield: () => `<path d="M100 22 L166 46 V98 C166 138 138 164 100 178 C62 164 34 138 34 98 V46 Z" ${s}/><path d="M70 100 L92 122 L132 80" ${s}/>`,
  gear: () => `<circle cx="100" cy="100" r="30" ${s}/>${Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1="${100 + Math.cos(a) * 52}" y1="${100 + Math.sin(a) * 52}" x2="${100 + Math.cos(a) * 76}" y2="${100 + Math.sin(a) * 76}" ${s}/>`;
  }).join('')}<circle cx="100" cy="100" r="56" ${s}/>`,
  doc: () => `<path d="M50 20 H124 L154 50 V180 H50 Z" ${s}/><path d="M124 20 V50 H154" ${s}/><path d="M72 84 H132 M72 110 H132 M72 136 H112" ${s}/>`,
  truck: () => `<rect x="18" y="58" width="104" height="78" rx="6" ${s}/><path d="M122 82 H158 L182 108 V136 H122" ${s}/><circle cx="56" cy="148" r="16" ${s}/><circle cx="150" cy="148" r="16" ${s}/>`,
  factory: () => `<path d="M20 176 V96 L64 120 V96 L108 120 V96 L152 120 V40 H180 V176 Z" ${s}/><path d="M48 150 H70 M92 150 H114 M136 150 H158" ${s}/>`,
  leaf: () => `<path d="M40 160 C40 80 90 36 168 34 C166 112 122 160 40 160 Z" ${s}/><path d="M40 160 L120 80" ${s}/>`,
  bolt: () => `<path d="M112 18 L52 110 H98 L86 182 L148 88 H102 Z" ${s}/>`,
  chip: () => `<rect x="52" y="52" width="96" height="96" rx="10" ${s}/><rect x="78" y="78" width="44" height="44" rx="4" ${f}/>${[70, 100, 130].map((v) => `<path d="M${v} 52 V26 M${v} 148 V174 M52 ${v} H26 M148 ${v} H174" ${s}/>`).join('')}`,
  car: () => `<path d="M22 130 V108 L46 98 L70 62 H134 L160 98 L180 106 V130 Z" ${s}/><circle cx="62" cy="136" r="18" ${s}/><circle cx="142" cy="136" r="18" ${s}/>`,
  bottle: () => `<path d="M86 18 H114 V56 C138 70 146 86 146 110 V176 H54 V110 C54 86 62 70 86 56 Z" ${s}/><rect x="66" y="112" width="68" height="40" rx="4" ${f} fill-opacity=".85"/>`,
  flask: () => `<path d="M78 22 H122 M86 22 V82 L38 168 H162 L114 82 V22" ${s}/><path d="M58 132 H142" ${s}/>`,
  nodes: () => `${[[100, 100], [40, 48], [160, 48], [40, 152], [160, 152], [100, 28]].map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i ? 14 : 24}" ${i ? f : s}/>`).join('')}<path d="M100 100 L40 48 M100 100 L160 48 M100 100 L40 152 M100 100 L160 152 M100 100 L100 28" ${s}/>`,
  buildings: () => `<path d="M20 180 V80 H76 V180 M76 180 V40 H136 V180 M136 180 V100 H182 V180 Z" ${s}/><path d="M94 64 H118 M94 92 H118 M94 120 H118 M36 104 H60 M36 132 H60 M152 124 H166" ${s}/>`,
  people: () => `<circle cx="100" cy="64" r="24" ${s}/><path d="M52 170 C52 126 148 126 148 170" ${s}/><circle cx="38" cy="92" r="16" ${s}/><circle cx="162" cy="92" r="16" ${s}/><path d="M8 166 C10 136 50 128 60 134 M192 166 C190 136 150 128 140 134" ${s}/>`,
  seal: () => `<path d="M46 20 H120 L150 50 V150 H46 Z" ${s}/><path d="M66 70 H126 M66 96 H126" ${s}/><circle cx="138" cy="146" r="34" ${s}/><path d="M124 146 L134 156 L154 136" ${s}/>`,
  video: () => `<rect x="20" y="46" width="160" height="108" rx="14" ${s}/><path d="M84 76 L128 100 L84 124 Z" ${f}/>`,
};

export function glyph(name) {
  const g = glyphs[name];
  if (!g) throw new Error(`no glyph ${name}`);
  return g();
}
