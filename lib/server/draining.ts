let draining = false;

/** Set on SIGTERM: /readyz answers 503 so the proxy stops sending new requests while in-flight ones finish. */
export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
