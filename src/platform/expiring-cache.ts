// A small map whose entries expire after a fixed time, bounded in size (oldest entries go first).
// Concurrent misses of one key share a single load, so an expiring entry under load costs one
// database round trip, not one per waiting request.
import { setKeepingAtMost } from './bounded-map.js';

export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxAgeMs > 0;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (!this.enabled) return;
    setKeepingAtMost(this.entries, key, { value, expiresAt: this.now() + this.maxAgeMs }, this.maxEntries);
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /**
   * The cached value, or the loader's (shared with concurrent callers of the same key). Values
   * for which `keep` says false (for example an unknown credential) are returned but not kept.
   */
  async getOrLoad(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    if (!this.enabled) return load();
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then(
        (value) => {
          if (this.loading.get(key) === pending && keep(value)) this.set(key, value);
          this.loading.delete(key);
          return value;
        },
        (err: unknown) => {
          this.loading.delete(key);
          throw err;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }
}
