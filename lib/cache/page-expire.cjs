// @ts-check
'use strict';

/**
 * How long a reverse proxy or CDN may keep serving a regenerated page (ISR) while a new one is made or the
 * gateway is down: 7 days, the identifier page's outage promise (docs/decisions/0025). next.config.mjs
 * gives it to Next as `expireTime`, which writes it as stale-while-revalidate beside each page's s-maxage;
 * the shared page cache (cache-handler.mjs) tells it to an instance that reads a page another one wrote.
 * Plain CommonJS: both are loaded outside the TypeScript build.
 */
const pageExpireSeconds = 7 * 24 * 3600;

module.exports = { pageExpireSeconds };
