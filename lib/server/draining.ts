// Kept on globalThis: instrumentation.ts and the route handlers are bundled apart, so a module-level
// variable would exist twice and /readyz would never see the flag set on SIGTERM.
const key = Symbol.for('idportal.draining');
const store = globalThis as unknown as Record<symbol, boolean | undefined>;

/** Set on SIGTERM: /readyz answers 503 so the proxy stops sending new requests while in-flight ones finish. */
export function startDraining(): void {
  store[key] = true;
}

export function isDraining(): boolean {
  return store[key] === true;
}
