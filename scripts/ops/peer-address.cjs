// Preloaded before Next's server starts (`node -r ./peer-address.cjs server.js`: serve-standalone.sh,
// the Dockerfile, `npm start`, the browser tests' second portals). Next gives a route handler no socket,
// so without a trusted reverse proxy the per-IP limits had no address to count and were off: one script
// could ask for codes to any number of phones (issue 17 item 4). For every request, before Next sees it,
// this replaces the x-idportal-peer header with the connection's own address; whatever a client sent
// under that name is dropped first, so the header can only say what the socket says. It also marks the
// process: lib/http/client-ip.ts believes the header only in a process so marked, so a server started
// without this file does not believe a client-sent one either (docs/decisions/0035).
// Plain CommonJS on purpose: it runs in the container beside server.js, with nothing compiled.
'use strict';
const http = require('node:http');

const peerHeader = 'x-idportal-peer';
/** Set on globalThis once installed; the same key as lib/http/visitor-address.ts. */
const installedMark = Symbol.for('idportal.peer-address');

/** Drops any client-sent peer header (parsed and raw forms) and sets the socket's address instead. */
function stampPeer(request) {
  const raw = request.rawHeaders;
  const kept = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i].toLowerCase() !== peerHeader) kept.push(raw[i], raw[i + 1]);
  }
  delete request.headers[peerHeader];
  const address = request.socket && request.socket.remoteAddress;
  if (address) {
    request.headers[peerHeader] = address;
    kept.push(peerHeader, address);
  }
  request.rawHeaders = kept;
}

/** Wraps http.Server's emit so every 'request' (and 'checkContinue') is stamped before any listener runs. */
function install(proto = http.Server.prototype) {
  if (proto.emit[installedMark]) return;
  const emit = proto.emit;
  const stampingEmit = function (event, request, ...rest) {
    if (event === 'request' || event === 'checkContinue') stampPeer(request);
    return emit.call(this, event, request, ...rest);
  };
  stampingEmit[installedMark] = true;
  proto.emit = stampingEmit;
  globalThis[installedMark] = true;
}

install();

module.exports = { peerHeader, installedMark, stampPeer, install };
