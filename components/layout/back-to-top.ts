/** Scrolls to the top, smoothly unless the person asked for less motion; keyboard focus goes to the page. */
export function backToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // The button that was pressed disappears or is far below: focus goes to the page rather than into nowhere.
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
