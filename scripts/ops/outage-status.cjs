// Preloaded before Next's server starts (`node -r ./outage-status.cjs server.js`: serve-standalone.sh, the
// Dockerfile, `npm start`). An identifier page never rendered before, asked while the gateway cannot
// answer, must say 503 (issue 16 item 5: the service is down, try again), not 500 (the portal is broken).
// Next gives a cached page no way to choose its status: a render that throws is a 500 (only 401, 403 and
// 404 have functions of their own). So the page records which identifier its gateway failed for
// (lib/identifier/unavailable.ts, under the same global key as here), and a 500 about to be sent for that
// identifier's address within the minute is sent as 503 with Retry-After. Any other 500 stays a 500.
// Plain CommonJS on purpose: it runs in the container beside server.js, with nothing compiled.
'use strict';
const http = require('node:http');

/** identifier → when its gateway last failed (ms). The same key as lib/identifier/unavailable.ts. */
const registryKey = Symbol.for('idportal.unavailable-identifiers');
const installedMark = Symbol.for('idportal.outage-status');
const windowMs = 60_000;
const retryAfterSeconds = '30';
const pagePrefix = '/product_scene/';

function registry() {
  if (!(globalThis[registryKey] instanceof Map)) globalThis[registryKey] = new Map();
  return globalThis[registryKey];
}

/** The identifier an identifier page's request URL names, or undefined (the same reading as the page's). */
function identifierOf(url) {
  if (typeof url !== 'string' || !url.startsWith(pagePrefix)) return undefined;
  const path = url.slice(pagePrefix.length).split(/[?#]/)[0];
  try {
    const identifier = path.split('/').filter(Boolean).map(decodeURIComponent).join('/');
    return identifier || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the gateway failed for this request's identifier within the last minute. */
function failedRecently(url, now = Date.now()) {
  const identifier = identifierOf(url);
  if (!identifier) return false;
  const at = registry().get(identifier);
  return at !== undefined && now - at <= windowMs;
}

/** Wraps ServerResponse.writeHead (Node calls it for implicit headers too) to turn those 500s into 503s. */
function install(proto = http.ServerResponse.prototype) {
  if (proto.writeHead[installedMark]) return;
  const writeHead = proto.writeHead;
  const outageAwareWriteHead = function (statusCode, ...rest) {
    if (statusCode === 500 && this.req && failedRecently(this.req.url)) {
      this.statusMessage = http.STATUS_CODES[503];
      if (!this.headersSent) this.setHeader('Retry-After', retryAfterSeconds);
      return writeHead.call(this, 503, ...rest.filter((arg) => typeof arg !== 'string'));
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  outageAwareWriteHead[installedMark] = true;
  proto.writeHead = outageAwareWriteHead;
}

install();

module.exports = { registryKey, identifierOf, failedRecently, install };
