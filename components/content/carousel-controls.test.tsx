import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderHtml } from '@/scripts/test/render-html';
import { CarouselControls } from './carousel-controls';

// WCAG 2.5.8 (Lighthouse's target-size): each dot that picks a slide is a target of at least 24 × 24 CSS
// px, while the dot a person sees stays small (issue 39: the buttons were 8 px, their ::after hit area
// 12 px wide). There is no layout engine here, so the sizes are read from the stylesheet the buttons use;
// the browser tests measure the real boxes.

const css = readFileSync(path.join(__dirname, 'carousel-controls.module.css'), 'utf8');

/** The declarations of the rules whose selector list holds `selector` exactly, later ones winning. */
function declarations(selector: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, selectors, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').some((s) => s.trim() === selector)) continue;
    for (const d of body.split(';')) {
      const [property, ...value] = d.split(':');
      if (value.length) found[property.trim()] = value.join(':').trim();
    }
  }
  return found;
}

const px = (value: string | undefined) => Number(/^(\d+(?:\.\d+)?)px$/.exec(value ?? '')?.[1] ?? NaN);

describe('the carousel dots', () => {
  it('are buttons named by their slide, the current one marked', async () => {
    const screen = await renderHtml(<CarouselControls count={3} index={1} paused={false} onGo={() => {}} onPrev={() => {}} onNext={() => {}} onTogglePaused={() => {}} />);
    const dots = ['第1张', '第2张', '第3张'].map((name) => screen.getByRole('button', { name }));
    expect(dots.map((d) => d.attribs['aria-current'])).toEqual([undefined, 'true', undefined]);
    expect(new Set(dots.map((d) => d.attribs.class))).toEqual(new Set(['dot']));
  });

  it.each(['.dot', ".dot[aria-current='true']"])('give %s a target of at least 24 × 24 px, its own', (selector) => {
    const dot = { ...declarations('.dot'), ...declarations(selector) };
    expect(px(dot.width)).toBeGreaterThanOrEqual(24);
    expect(px(dot.height)).toBeGreaterThanOrEqual(24);
    // Side by side, nothing reaching into the next target (the old ::after hit area did).
    expect(declarations('.dot::after')).toEqual({});
  });

  it('draw the dot a person sees small, in the middle of the target', () => {
    const seen = declarations('.dot::before');
    expect(seen.content).toBe("''");
    expect(px(seen.width)).toBeLessThanOrEqual(8);
    expect(px(seen.height)).toBeLessThanOrEqual(8);
    expect(px(declarations(".dot[aria-current='true']::before").width)).toBeLessThan(px(declarations(".dot[aria-current='true']").width));
  });
});
