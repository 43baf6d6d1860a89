'use client';
import { ErrorScreen, type ErrorScreenProps } from '@/components/errors/error-screen';
import { errorMessages as messages } from '@/core/messages/errors'; // not the whole catalogue: see error-screen.tsx
import { siteName } from '@/lib/seo/site';
import '@/styles/tokens.css';
import '@/styles/base.css';

/**
 * A failure of a root layout itself, where no group's error.tsx can help: this replaces the whole
 * document, so it brings its own <html>, title and styles (Next loads no layout CSS for it).
 */
export default function GlobalError(props: ErrorScreenProps) {
  return (
    <html lang="zh-CN">
      <head>
        <title>{`${messages.errorTitle} - ${siteName}`}</title>
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </head>
      <body>
        <ErrorScreen {...props} standalone />
      </body>
    </html>
  );
}
