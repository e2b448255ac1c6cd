// A Map used as a bounded memo: Maps keep insertion order, so the first key is the oldest.

/** Sets `key` to `value` as the newest entry, first dropping the oldest when `map` already holds `max`. */
export function setKeepingAtMost<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
