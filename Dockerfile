# syntax=docker/dockerfile:1
# Multi-stage: install, build, then a small runtime with Next's standalone output and a non-root user.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Content pages are prerendered here with the deployment's own address (canonical URLs, Open Graph,
# JSON-LD, QR targets): docker build --build-arg SITE_URL=https://id.example.cn .
# A container started with another SITE_URL renders them again on first request (runtime/prerender-check.cjs).
ARG SITE_URL=http://localhost
ENV NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL}
RUN npm run build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ARG SITE_URL=http://localhost
ENV SITE_URL=${SITE_URL}
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=80 HOSTNAME=0.0.0.0 DATA_DIR=/data
# Idle connections outlive the reverse proxy's (scripts/ops/serve-standalone.sh says why).
ENV KEEP_ALIVE_TIMEOUT=65000
# Prometheus's /metrics on its own port (README "Production"): on every interface of the container, so a
# scraper on the container network reaches it, and published by nothing (`-p 80:80` only; no EXPOSE).
ENV METRICS_PORT=9464 METRICS_HOST=0.0.0.0
RUN groupadd --system portal && useradd --system --gid portal --home /app portal \
  && mkdir -p /data && chown portal:portal /data
COPY --from=build --chown=portal:portal /app/.next/standalone ./
COPY --from=build --chown=portal:portal /app/.next/static ./.next/static
COPY --from=build --chown=portal:portal /app/public ./public
USER portal
VOLUME ["/data"]
EXPOSE 80
# Binding port 80 as non-root: the runtime grants it (docker/podman set net.ipv4.ip_unprivileged_port_start=0).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Put beside server.js by the build: prerender-check.cjs regenerates pages built for another SITE_URL
# before Next reads them. The rest of the runtime (runtime/install.ts) is in the build. As every start
# path: a young generation of 32 MB a half (docs/decisions/0060), and no allocation site's objects put
# straight into the old generation (docs/decisions/0069).
CMD ["node", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "-r", "./prerender-check.cjs", "server.js"]
