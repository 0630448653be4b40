import type { CacheBackend, CacheIndex } from './image-cache';

const CACHE_NAME = 'riviera-images';
/** The index lives in the same cache as the images, so the two cannot drift apart. */
const INDEX_KEY = '/__image-cache-index__';

/**
 * Cache Storage (the browser's Request → Response store). Only in secure contexts (https and
 * localhost); elsewhere `createBrowserImageCacheBackend` returns undefined and images load normally.
 */
export function createBrowserImageCacheBackend(): CacheBackend | undefined {
  if (typeof caches === 'undefined' || !window.isSecureContext) return undefined;
  const open = () => caches.open(CACHE_NAME);
  return {
    async readIndex() {
      const response = await (await open()).match(INDEX_KEY);
      return response ? ((await response.json()) as unknown) : undefined;
    },
    async writeIndex(index: CacheIndex) {
      await (
        await open()
      ).put(
        INDEX_KEY,
        new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }),
      );
    },
    async get(url) {
      const response = await (await open()).match(url);
      return response ? response.blob() : undefined;
    },
    async put(url, blob) {
      await (await open()).put(url, new Response(blob, { headers: { 'Content-Type': blob.type } }));
    },
    async delete(url) {
      await (await open()).delete(url);
    },
    async clear() {
      await caches.delete(CACHE_NAME);
    },
  };
}
