import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageExpireSeconds } from './lib/cache/page-expire.cjs';

// Security headers are duplicated from lib/security/headers.ts's values on purpose: this file is plain
// ESM loaded before TypeScript is compiled. lib/security/headers.test.ts keeps the two equal.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

// The public folder's files (logos, images, videos, documents) keep their names when their content changes,
// so Next sends them with max-age=0 and every phone on every scan asked a portal for each again (about 1.1 ms
// of CPU a file). An hour in the browser and five minutes in the proxy, which then asks again with the
// file's validators and gets a 304 (docs/decisions/0064). Read from the folder, so a new one is covered.
const publicFileCacheControl = 'public, max-age=3600, s-maxage=300';
const publicFileSources = readdirSync(new URL('./public', import.meta.url), { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `/${entry.name}/:path*` : `/${entry.name}`));

// Test rooms (docs/decisions/0043): the routes only browser tests and benches call (the error-screen
// pages, the SMS outbox and review commands, the bench page and memory route) are files named
// `*.test-route.ts(x)`, and routes only in a build made for tests (GATEWAY_MODE=test, as the test command
// builds) or benches (BENCH=1). Any other build, the quick start's and the container's, does not contain them.
const testRooms = process.env.GATEWAY_MODE === 'test' || process.env.BENCH === '1';


/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(testRooms ? ['test-route.tsx', 'test-route.ts'] : [])],
  poweredByHeader: false,
  // The portal's server compresses its answers itself, with Brotli where the browser takes it, and serves
  // the build's files as compressed once by the build (runtime/compressed-responses.ts, decision 0041).
  compress: false,
  // Next hashes the whole HTML in JavaScript on every request to make an ETag: a third of what a
  // prerendered content page costs to serve (docs/decisions/0012). Content pages carry s-maxage for
  // the reverse proxy instead.
  generateEtags: false,
  // Unknown paths render app/global-not-found.tsx on the server, across the three root layouts.
  // proxyClientMaxBodySize: a payment proof may be 10 MB, plus the multipart wrapping; Next's default
  // (10 MB) would silently cut such a body in half before the route reads it.
  // turbopackFileSystemCacheForBuild (on by default in Next 16.4): a rebuild with the cache compiles in 9 s
  // instead of 30-40, but writing it costs a fresh build 10-14 s. A build that is never followed by another
  // (CI's clean clone, .ci/run) turns it off with NEXT_BUILD_CACHE=off (decision 0023).
  // validateRSCRequestHeaders: Next's check of an RSC request's `_rsc` reads it from the address it then
  // renders with, so the value went into pages cached for everyone (issue 61 item 4); the request pipeline
  // makes the same check with Next's own hash and takes the parameter away (runtime/query-free-pages.ts).
  experimental: {
    globalNotFound: true,
    proxyClientMaxBodySize: '11mb',
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    validateRSCRequestHeaders: false,
  },
  reactStrictMode: true,
  // Shared by every instance in Redis when REDIS_URL is set at run time, else Next's own file-system cache.
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  // How long a reverse proxy or CDN may keep serving a regenerated page (lib/cache/page-expire.cjs).
  expireTime: pageExpireSeconds,
  // PGlite and pg must stay real Node modules: bundled, every request fails at run time. sharp (the
  // embedded gateway re-encodes uploads, decision 0028) loads a native binary: Next keeps it external by
  // default, listed here so the standalone output does not depend on that default. prom-client is one
  // module for the process: bundled into each of Next's bundles, every bundle would make its own metric
  // classes beside the one registry (core/metrics/registry.ts). redis (the sitemaps' known identifiers,
  // lib/sitemap/known) stays the one module cache-handler.mjs loads too, not a copy in each bundle.
  // The embedded gateway's SMS SDKs (with moment and its locales) and Hono: bundled, every route
  // handler's bundle held its own copy, a 2.3 MB chunk 14 times over (decision 0071).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm', 'sharp', 'prom-client', 'redis', '@alicloud/dysmsapi20170525', '@alicloud/openapi-core', 'tencentcloud-sdk-nodejs-sms', 'hono'],
  // The embedded gateway reads its SQL migrations from disk at start.
  outputFileTracingIncludes: { '/**': ['./gateway/db/migrations/**/*'] },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The Content-Security-Policy of the pages is the runtime's (runtime/page-policy.ts): a rule here
      // whose value holds a colon is compiled again for every request.
      // An identifier's page and its JSON share one address: caches keep the two apart.
      { source: '/product_scene/:identifier+', headers: [{ key: 'Vary', value: 'Accept' }] },
      ...publicFileSources.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: publicFileCacheControl }] })),
      // No HSTS here: these headers are fixed at build time, and X-Forwarded-Proto may come from anyone.
      // The TLS-terminating proxy adds it to every page (deploy/nginx.conf); proxy.ts adds it to dynamic
      // pages when TRUST_PROXY says the proxy's headers are to be believed.
    ];
  },
  // No rewrites: Next compiled each rule's pattern and header condition again for every request it served
  // (issue 64 item 4). An identifier's JSON and linkset at the page's address, and the resolver's
  // description under /.well-known, are the runtime's (runtime/resolver-requests.ts).
  async redirects() {
    return [{ source: '/', destination: '/home', permanent: true }];
  },
};

export default nextConfig;
