// @ts-check
'use strict';

/**
 * A Map that keeps its `max` most recently set entries: setting a key makes it the newest (taken out and
 * put back, since a Map iterates in insertion order), and past `max` the oldest goes. The per-process
 * memories that must never grow with traffic (a ttl cache, signatures seen, crawler buckets, the shared
 * page cache's tag times) are these.
 *
 * Plain CommonJS, checked by TypeScript through `// @ts-check` and this JSDoc: the page cache's handler
 * (runtime/pages-in-memory.cjs) is loaded by path at run time, outside the TypeScript build, and uses
 * this class as the TypeScript code does.
 * @template K, V
 * @extends {Map<K, V>}
 */
class RecentMap extends Map {
  /** @param {number} max */
  constructor(max) {
    super();
    /** @readonly */
    this.max = max;
  }

  /**
   * @param {K} key
   * @param {V} value
   * @returns {this}
   */
  set(key, value) {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) super.delete(/** @type {K} */ (this.keys().next().value));
    return this;
  }
}

module.exports = { RecentMap };
