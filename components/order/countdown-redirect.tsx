'use client';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { format } from '@/core/messages/format';

/**
 * Counts down a second at a time, then goes to `href` (001 §9: 15 s on the payment result, 6 s on
 * /success). `template` holds `{n}`.
 */
export function CountdownRedirect({ seconds, href, template }: { seconds: number; href: string; template: string }) {
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        window.location.assign(href);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, href]);

  return (
    <Typography sx={{ color: 'text.secondary' }}>
      {format(template, { n: left })}
    </Typography>
  );
}
