/**
 * The slideshow's image cache in browser storage, with the specification's limits:
 * at most 10 MB in total, no single image over 2 MB (larger ones are simply not cached), format
 * version 1.0 (anything stored under another version is discarded), and when a new image does not
 * fit, the oldest 50 % of entries are cleared. MB here is 1024 × 1024 bytes.
 */

export const IMAGE_CACHE_VERSION = '1.0';
export const MAX_TOTAL_BYTES = 10 * 1024 * 1024;
export const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export interface CacheEntry {
  url: string;
  size: number;
  /** When it was stored (ms since epoch): the oldest entries are cleared first. */
  storedAt: number;
}

export interface CacheIndex {
  version: string;
  entries: CacheEntry[];
}

/** Where the bytes live: Cache Storage in the browser, a Map in tests. */
export interface CacheBackend {
  readIndex(): Promise<unknown>;
  writeIndex(index: CacheIndex): Promise<void>;
  get(url: string): Promise<Blob | undefined>;
  put(url: string, blob: Blob): Promise<void>;
  delete(url: string): Promise<void>;
  /** Removes everything, index included. */
  clear(): Promise<void>;
}

export interface ImageCacheLimits {
  version: string;
  maxTotalBytes: number;
  maxEntryBytes: number;
}

const DEFAULT_LIMITS: ImageCacheLimits = {
  version: IMAGE_CACHE_VERSION,
  maxTotalBytes: MAX_TOTAL_BYTES,
  maxEntryBytes: MAX_ENTRY_BYTES,
};

function isIndex(value: unknown): value is CacheIndex {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CacheIndex>;
  return typeof candidate.version === 'string' && Array.isArray(candidate.entries);
}

export class ImageCache {
  private index: CacheIndex | undefined;
  /** Operations run one after another, so concurrent loads never lose an index update. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly backend: CacheBackend,
    private readonly limits: ImageCacheLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(operation, operation);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The index, loaded once; a missing, unreadable or other-version index empties the cache. */
  private async loadIndex(): Promise<CacheIndex> {
    if (this.index) return this.index;
    const stored = await this.backend.readIndex().catch(() => undefined);
    if (isIndex(stored) && stored.version === this.limits.version) {
      this.index = stored;
    } else {
      if (stored !== undefined && stored !== null) await this.backend.clear();
      this.index = { version: this.limits.version, entries: [] };
      await this.backend.writeIndex(this.index);
    }
    return this.index;
  }

  /** The cached image, or undefined. */
  get(url: string): Promise<Blob | undefined> {
    return this.serial(async () => {
      const index = await this.loadIndex();
      if (!index.entries.some((entry) => entry.url === url)) return undefined;
      const blob = await this.backend.get(url);
      if (!blob) {
        // The browser evicted the bytes behind our back: forget the entry.
        index.entries = index.entries.filter((entry) => entry.url !== url);
        await this.backend.writeIndex(index);
      }
      return blob;
    });
  }

  /** Stores an image; false when it is over the single-image limit and so not cached. */
  put(url: string, blob: Blob): Promise<boolean> {
    return this.serial(async () => {
      if (blob.size > this.limits.maxEntryBytes) return false;
      const index = await this.loadIndex();
      const others = index.entries.filter((entry) => entry.url !== url);
      let entries = others;
      while (total(entries) + blob.size > this.limits.maxTotalBytes && entries.length > 0) {
        entries = await this.clearOldestHalf(entries);
      }
      await this.backend.put(url, blob);
      index.entries = [...entries, { url, size: blob.size, storedAt: this.now() }];
      await this.backend.writeIndex(index);
      return true;
    });
  }

  /** What is stored, oldest first (for tests and debugging). */
  entries(): Promise<CacheEntry[]> {
    return this.serial(async () => [...(await this.loadIndex()).entries]);
  }

  private async clearOldestHalf(entries: CacheEntry[]): Promise<CacheEntry[]> {
    const byAge = [...entries].sort((a, b) => a.storedAt - b.storedAt);
    const cleared = byAge.slice(0, Math.ceil(byAge.length / 2));
    await Promise.all(cleared.map((entry) => this.backend.delete(entry.url)));
    const clearedUrls = new Set(cleared.map((entry) => entry.url));
    return entries.filter((entry) => !clearedUrls.has(entry.url));
  }
}

function total(entries: readonly CacheEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.size, 0);
}
