/**
 * The care mode (关怀版, issue 62; docs/decisions/0075-care-mode.md): larger text, stronger contrast, larger
 * targets and a simpler page for older visitors. It is this browser's choice, kept in localStorage, and
 * applied as an attribute on <html> that styles/care.css keys on: every page stays one copy for everyone
 * in the shared caches, and the choice is applied before the first paint by the script below, which each
 * root layout puts in <head> (components/layout/html-document.tsx).
 */
export const careModeKey = 'care-mode';
export const careModeAttribute = 'data-care';

/**
 * Runs before the body is parsed. Storage may be blocked (a private window, a strict setting): the page
 * is then drawn in the standard mode, never broken.
 */
export const careModeScript = `try{if(localStorage.getItem(${JSON.stringify(careModeKey)})==='on')document.documentElement.setAttribute(${JSON.stringify(careModeAttribute)},'')}catch(e){}`;

export function careModeOn(): boolean {
  return document.documentElement.hasAttribute(careModeAttribute);
}

/** Switches the mode on this page at once and for the visits to come. */
export function setCareMode(on: boolean): void {
  document.documentElement.toggleAttribute(careModeAttribute, on);
  try {
    if (on) localStorage.setItem(careModeKey, 'on');
    else localStorage.removeItem(careModeKey);
  } catch {
    // Not kept for the next visit where storage is blocked; this page still changes.
  }
}

/** The mode as another tab of this site just set it. */
export function careModeFromStorage(event: StorageEvent): boolean | undefined {
  if (event.key !== careModeKey && event.key !== null) return undefined;
  return event.newValue === 'on';
}
