'use client';
import { useEffect } from 'react';
import { publishViewCount } from './view-count';

/**
 * Tells the portal that a visitor's browser showed this identifier's page (decision 0037): the page itself
 * may come from nginx's or the shared cache and never reach the portal. Its answer says how often the
 * page was seen by now (X-View-Count), which the page's foot then shows (view-count.tsx); a failed beacon
 * is a view not counted, and the count the page was made with stays.
 */
export function ViewBeacon({ identifier }: { identifier: string }) {
  useEffect(() => {
    fetch('/api/identifier/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier }),
      keepalive: true,
    })
      .then((answer) => {
        const seen = answer.headers.get('x-view-count');
        if (seen !== null && /^\d+$/.test(seen)) publishViewCount(identifier, Number(seen));
      })
      .catch(() => undefined);
  }, [identifier]);
  return null;
}
