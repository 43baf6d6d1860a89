'use client';
import { useEffect } from 'react';

/**
 * Tells the portal that a visitor's browser showed this identifier's page (decision 0037): the page itself
 * may come from nginx's or the shared cache and never reach the portal. Nothing is read back and nothing
 * shows; a failed beacon is a view not counted.
 */
export function ViewBeacon({ identifier }: { identifier: string }) {
  useEffect(() => {
    fetch('/api/identifier/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier }),
      keepalive: true,
    }).catch(() => undefined);
  }, [identifier]);
  return null;
}
