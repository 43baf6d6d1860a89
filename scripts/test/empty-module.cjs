// Stands in for `server-only` under jest, which runs in Node where the marker has nothing to guard.
module.exports = {};
