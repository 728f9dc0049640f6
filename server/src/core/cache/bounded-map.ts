/**
 * The two chores of the per-process caches (sessions known live, verified tokens, attempt facts, frozen
 * papers): keep a Map within its capacity, oldest insertion first out (a hit re-inserted counts as new),
 * and drop entries whose lifetime has passed.
 */

/** Drops the oldest entries until at most `capacity` remain. */
export function trimToCapacity<K, V>(map: Map<K, V>, capacity: number): void {
  while (map.size > capacity) {
    const oldest = map.keys().next();
    if (oldest.done) {
      return;
    }
    map.delete(oldest.value);
  }
}

/** Drops every entry whose `until` (ms) is not after `now`. */
export function dropExpired<K>(map: Map<K, { until: number }>, now: number): void {
  for (const [key, value] of map) {
    if (value.until <= now) {
      map.delete(key);
    }
  }
}

/** Makes room for one more entry: expired ones first, then the oldest, so `set` keeps the map within `capacity`. */
export function makeRoom<K>(map: Map<K, { until: number }>, capacity: number, now: number): void {
  if (map.size >= capacity) {
    dropExpired(map, now);
    trimToCapacity(map, capacity - 1);
  }
}
