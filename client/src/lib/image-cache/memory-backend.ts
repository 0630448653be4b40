import type { CacheBackend, CacheIndex } from './image-cache';

/** A backend in memory: for tests, and where browser storage is unavailable. */
export class MemoryBackend implements CacheBackend {
  readonly blobs = new Map<string, Blob>();
  storedIndex: unknown = undefined;

  async readIndex(): Promise<unknown> {
    return this.storedIndex === undefined ? undefined : structuredClone(this.storedIndex);
  }
  async writeIndex(index: CacheIndex): Promise<void> {
    this.storedIndex = structuredClone(index);
  }
  async get(url: string): Promise<Blob | undefined> {
    return this.blobs.get(url);
  }
  async put(url: string, blob: Blob): Promise<void> {
    this.blobs.set(url, blob);
  }
  async delete(url: string): Promise<void> {
    this.blobs.delete(url);
  }
  async clear(): Promise<void> {
    this.blobs.clear();
    this.storedIndex = undefined;
  }
}
