'use client';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ComponentType, type ReactNode } from 'react';
import { theme } from '@/lib/theme';
import { useNonce } from './nonce-context';

// No vendor prefixer: the browsers this site supports read the standard properties, and the prefixed
// copies made every page's inline CSS about a third larger (docs/decisions/0006-content-page-weight.md).
const options = { key: 'mui', stylisPlugins: [] };

/** What the server collects while rendering, to send as `<style>` tags before the HTML that uses them. */
interface Registry {
  cache: EmotionCache;
  flush: () => { name: string; global: boolean }[];
}

function serverRegistry(nonce: string | undefined): Registry {
  const cache = createCache({ ...options, nonce });
  cache.compat = true;
  let inserted: { name: string; global: boolean }[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) inserted.push({ name: serialized.name, global: !selector });
    return insert(selector, serialized, sheet, shouldCache);
  };
  const flush = () => {
    const done = inserted;
    inserted = [];
    return done;
  };
  return { cache, flush };
}

// One cache per document in the browser, however many parts of the page are drawn with MUI: each rule is
// inserted once, and every style tag carries the nonce the document was served with.
let browserCache: EmotionCache | undefined;

function browserRegistry(nonce: string | undefined): Registry {
  if (!browserCache) {
    browserCache = createCache({ ...options, nonce });
    browserCache.compat = true;
  }
  return { cache: browserCache, flush: () => [] };
}

/**
 * The theme and the Emotion cache for what is drawn with MUI. Only the pages and the parts that use MUI
 * sit inside one, so pages drawn with CSS modules load neither Emotion nor the theme
 * (docs/decisions/0014-mui-where-used.md). components/mui/mui-boundaries.test.ts finds any MUI import
 * outside one.
 */
export function MuiProvider({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const [registry] = useState(() => (typeof window === 'undefined' ? serverRegistry(nonce) : browserRegistry(nonce)));

  useServerInsertedHTML(() => {
    const inserted = registry.flush();
    const css = (name: string) => registry.cache.inserted[name];
    const globals = inserted.filter((style) => style.global && typeof css(style.name) === 'string');
    const scoped = inserted.filter((style) => !style.global && typeof css(style.name) === 'string');
    if (globals.length === 0 && scoped.length === 0) return null;
    return (
      <>
        {globals.map(({ name }) => (
          <style key={name} nonce={nonce} data-emotion={`mui-global ${name}`} dangerouslySetInnerHTML={{ __html: css(name) as string }} />
        ))}
        {scoped.length > 0 && (
          <style
            nonce={nonce}
            data-emotion={['mui', ...scoped.map((style) => style.name)].join(' ')}
            dangerouslySetInnerHTML={{ __html: scoped.map((style) => css(style.name)).join('') }}
          />
        )}
      </>
    );
  });

  return (
    <CacheProvider value={registry.cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** A part loaded on request (a dialog, a drawer) that draws itself with MUI, in its own provider. */
export function withMui<P extends object>(Part: ComponentType<P>) {
  function WithMui(props: P) {
    return (
      <MuiProvider>
        <Part {...props} />
      </MuiProvider>
    );
  }
  WithMui.displayName = `WithMui(${Part.displayName ?? Part.name})`;
  return WithMui;
}

