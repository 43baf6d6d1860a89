// Security headers are duplicated from lib/security/headers.ts's values on purpose: this file is plain
// ESM loaded before TypeScript is compiled. lib/security/headers.test.ts keeps the two equal.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // Unknown paths render app/global-not-found.tsx on the server, across the three root layouts.
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  // PGlite and pg must stay real Node modules: bundled, every request fails at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  // The embedded gateway reads its SQL migrations from disk at start.
  outputFileTracingIncludes: { '/**': ['./gateway/db/migrations/**/*'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async redirects() {
    return [{ source: '/', destination: '/home', permanent: true }];
  },
};

export default nextConfig;
