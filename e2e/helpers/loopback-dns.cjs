// Preloaded into a test's portal (NODE_OPTIONS=-r): host names under .stand-in.test resolve to
// 127.0.0.1, so an SDK that signs for its endpoint's host name (Tencent Cloud's SMS signs for `sms.…`)
// reaches a stand-in on loopback. Every other name resolves as before. Tests only.
'use strict';
const dns = require('node:dns');

const lookup = dns.lookup;
const standIn = /\.stand-in\.test$/i;

dns.lookup = function lookupWithStandIns(hostname, options, callback) {
  if (typeof hostname !== 'string' || !standIn.test(hostname)) return lookup.apply(this, arguments);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)));
  return {};
};
