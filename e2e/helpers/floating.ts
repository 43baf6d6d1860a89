import type { Page } from '@playwright/test';

// What floats over a page (position: fixed and holding a control: the side rail, the back-to-top
// button), measured against what a person reads or uses: every control (links, buttons, inputs), every
// run of text, every picture and every bordered or coloured panel narrower than the window. The page is
// scrolled from top to bottom in half-window steps, since a fixed element meets other things at every
// step. The sticky header is the page's frame, not a floating button, and is left out as a target too.

export interface Overlap {
  /** The floating element's name (aria-label) or class. */
  floating: string;
  /** What it covers: kind, then its accessible name or text. */
  covers: string;
  /** The scroll position, and the overlap in px (width × height). */
  at: string;
}

export async function floatingOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(async () => {
    const control = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
    // After a scroll: the scroll event sets React state, whose commit mounts the back-to-top button, which
    // then grows in over 225 ms (a CSS animation). Three frames take the event and the commit; then every
    // running animation with an end is waited out (an endless one, a spinner, would never finish).
    // Each frame is waited for 100 ms at most: headless Chromium now and then stops ticking
    // requestAnimationFrame; CI's phone run once hung 240 s inside this check, most likely here (framesDrawn).
    const settle = async () => {
      for (let i = 0; i < 3; i++) await new Promise((resolve) => (requestAnimationFrame(resolve), setTimeout(resolve, 100)));
      // Only running animations end by themselves: a paused or idle one never settles its promise. A second
      // bounds the wait, so a page whose animation restarts cannot hold the check until the test's timeout.
      const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      const done = Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 1000))]);
    };
    const inView = (r: DOMRect) => r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    const visible = (el: Element) => getComputedStyle(el).visibility !== 'hidden' && Number(getComputedStyle(el).opacity) > 0;
    const floating = () =>
      [...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).position === 'fixed' && (el.matches(control) || el.querySelector(control)) && inView(el.getBoundingClientRect()) && visible(el));
    const name = (el: Element) => (el.getAttribute('aria-label') || el.textContent || el.tagName).replace(/\s+/g, ' ').trim().slice(0, 30);
    const targets = (): [Element, DOMRect, string][] => {
      const out: [Element, DOMRect, string][] = [];
      for (const el of document.querySelectorAll(control)) out.push([el, el.getBoundingClientRect(), 'control']);
      for (const el of document.querySelectorAll('main img, main svg, main video, main canvas, footer img')) out.push([el, el.getBoundingClientRect(), 'picture']);
      for (const el of document.querySelectorAll('main *, footer *')) {
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        const drawn = parseFloat(style.borderRightWidth) > 0 || parseFloat(style.borderLeftWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
        if (drawn && r.width < document.documentElement.clientWidth - 2) out.push([el, r, 'panel']);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only sits in a 1 px clipped box: what shows is nothing.
        if (!node.textContent?.trim() || !node.parentElement || node.parentElement.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) out.push([node.parentElement, r, 'text']);
      }
      return out;
    };
    const found = new Map<string, { floating: string; covers: string; at: string }>();
    const last = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(last, y + Math.round(innerHeight / 2))) {
      window.scrollTo(0, y);
      await settle();
      const floats = floating();
      // With nothing floating (a phone, the top of a page) there is nothing to cover: the page's targets are
      // not gathered, which on a long phone page is most of the check's time.
      for (const [el, r, kind] of floats.length ? targets() : []) {
        if (!inView(r) || el.closest('header') || floats.some((f) => f.contains(el)) || !visible(el)) continue;
        for (const f of floats) {
          const b = f.getBoundingClientRect();
          const w = Math.min(r.right, b.right) - Math.max(r.left, b.left);
          const h = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
          if (w <= 0 || h <= 0) continue;
          const key = `${f.getAttribute('aria-label') || f.className}|${kind}: ${name(el)}`;
          if (!found.has(key)) found.set(key, { floating: f.getAttribute('aria-label') || String(f.className), covers: `${kind}: ${name(el)}`, at: `y=${y}, ${Math.round(w)}×${Math.round(h)} px` });
        }
      }
      if (y >= last) break;
    }
    window.scrollTo(0, 0);
    return [...found.values()];
  });
}
