/**
 * Window events that connect far-apart parts of the page, as the spec's "opens ... through an event".
 * Any 'consult now', 'custom solution', 'prefix application' or 'contact me' button dispatches
 * `openConsult`; the one consultation modal in the shell listens.
 */
export const portalEvents = {
  openConsult: 'portal:open-consult',
} as const;

export function openConsultation(source: string): void {
  window.dispatchEvent(new CustomEvent(portalEvents.openConsult, { detail: { source } }));
}
