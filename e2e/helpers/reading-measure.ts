import type { Page } from '@playwright/test';

/**
 * What the ageing-friendly rules ask of a page, measured in the browser (issue 62, care mode): the main
 * text's size and line spacing, its contrast against what is behind it, and the size of every target a
 * finger or pointer aims at. The numbers are those of MIIT's App rules (main text ≥ 18 pt = 24 CSS px in the
 * care mode, line spacing ≥ 1.3, contrast ≥ 4.5:1, targets ≥ 60×60 in the care mode and ≥ 44×44 otherwise).
 *
 * Exempt as in WCAG 2.5.5: a target in a sentence (its height is the line's), and one marked
 * data-target-equivalent, which has an equivalent control of full size on the page (a carousel's dots beside
 * its 上一张 and 下一张). Everything else that can be clicked or focused counts, wherever it is on the page.
 */
export interface ReadingRules {
  /** Smallest font size of any visible text, in CSS px; 0 skips the check. */
  minText: number;
  /** Smallest line height as a multiple of the font size; 0 skips it. */
  minLineSpacing: number;
  /** Smallest contrast ratio of text against its background; 0 skips it. */
  minContrast: number;
  /** Smallest width and height of a target, in CSS px. */
  minTarget: number;
}

export interface ReadingFinding {
  rule: 'text' | 'line spacing' | 'contrast' | 'target';
  /** The element, as a person would name it: its tag and text. */
  element: string;
  measured: string;
}

export const careRules: ReadingRules = { minText: 24, minLineSpacing: 1.3, minContrast: 4.5, minTarget: 60 };
export const standardRules: ReadingRules = { minText: 0, minLineSpacing: 0, minContrast: 0, minTarget: 44 };

/** Every place where the page falls short of the rules (an empty list when it keeps them). */
export async function readingFindings(page: Page, rules: ReadingRules): Promise<ReadingFinding[]> {
  return page.evaluate(measureInPage, rules);
}

// Runs in the page: self-contained, no imports.
function measureInPage(rules: ReadingRules): ReadingFinding[] {
  const findings: ReadingFinding[] = [];
  const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    // Out of the page until focused (the skip link).
    if (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0) return false;
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const ownText = (element: Element) =>
    Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');

  const rgba = (value: string): [number, number, number, number] => {
    const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  /** The colour behind an element, or undefined where a picture or gradient is behind its text. */
  const backgroundOf = (element: Element): number[] | undefined => {
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return undefined;
      const colour = rgba(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let result = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) result = [r! * a! + result[0]! * (1 - a!), g! * a! + result[1]! * (1 - a!), b! * a! + result[2]! * (1 - a!)];
    return result;
  };

  const texts = Array.from(document.body.querySelectorAll('*')).filter(
    (element) => !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName) && (ownText(element) || element.matches('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select')),
  );
  for (const element of texts) {
    if (!shown(element)) continue;
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    if (rules.minText && size < rules.minText - 0.01) findings.push({ rule: 'text', element: name(element), measured: `${size}px` });
    if (rules.minLineSpacing) {
      const line = style.lineHeight === 'normal' ? size * 1.2 : parseFloat(style.lineHeight);
      if (line / size < rules.minLineSpacing - 0.001) findings.push({ rule: 'line spacing', element: name(element), measured: (line / size).toFixed(2) });
    }
    if (rules.minContrast) {
      const background = backgroundOf(element);
      const [r, g, b, a] = rgba(style.color);
      // Over a picture or a gradient no ratio can be told: the care mode draws text on plain colours only.
      if (!background) findings.push({ rule: 'contrast', element: name(element), measured: 'over a picture' });
      else {
        const colour = [r * a + background[0]! * (1 - a), g * a + background[1]! * (1 - a), b * a + background[2]! * (1 - a)];
        const [light, dark] = [luminance(colour), luminance(background)].sort((x, y) => y - x);
        const ratio = (light! + 0.05) / (dark! + 0.05);
        if (ratio < rules.minContrast) findings.push({ rule: 'contrast', element: name(element), measured: ratio.toFixed(2) });
      }
    }
  }

  const targets = document.body.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [tabindex]:not([tabindex="-1"])',
  );
  const seen = new Set<Element>();
  for (const target of Array.from(targets)) {
    // A box that holds another target is measured by what it holds (a tab list's tabs, a card's link).
    let element: Element = target;
    // A check box or radio is aimed at through its label (or the box MUI draws around it).
    if (target.matches('input[type=checkbox], input[type=radio]')) element = target.closest('label') ?? target.parentElement ?? target;
    if (seen.has(element) || !shown(element) || element.hasAttribute('data-target-equivalent')) continue;
    seen.add(element);
    const style = getComputedStyle(element);
    // In a sentence: as tall as its line, exempt (WCAG 2.5.5's inline exception).
    if (style.display.startsWith('inline') && !style.display.includes('flex') && element.parentElement && ownText(element.parentElement)) continue;
    const box = element.getBoundingClientRect();
    if (box.width < rules.minTarget - 0.5 || box.height < rules.minTarget - 0.5) {
      findings.push({ rule: 'target', element: name(element), measured: `${Math.round(box.width)}×${Math.round(box.height)}` });
    }
  }
  return findings;
}
