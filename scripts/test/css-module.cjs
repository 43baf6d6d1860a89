// Stands in for a CSS module under jest: `styles.dot` is 'dot', so a rendered component keeps its class
// names and a test can read them, while the styles themselves are the browser's business.
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
