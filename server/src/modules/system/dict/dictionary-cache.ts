import type { DictionaryItem } from './dict.types';

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

/**
 * Items of a dictionary code, kept briefly in memory because every page asks for its labels. Writes
 * through this process clear it at once; other nodes see a change within the TTL.
 */
export class DictionaryCache {
  private readonly entries = new Map<string, { expires: number; items: DictionaryItem[] }>();

  get(key: string): DictionaryItem[] | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.items;
  }

  set(key: string, items: DictionaryItem[]): void {
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.clear();
    }
    this.entries.set(key, { expires: Date.now() + TTL_MS, items });
  }

  clear(): void {
    this.entries.clear();
  }
}
