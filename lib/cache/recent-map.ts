/**
 * A Map that keeps its `max` most recently set entries: setting a key makes it the newest (taken out and
 * put back, since a Map iterates in insertion order), and past `max` the oldest goes. The per-process
 * memories that must never grow with traffic (a ttl cache, signatures seen, crawler buckets) are these.
 */
export class RecentMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) super.delete(this.keys().next().value!);
    return this;
  }
}
