import { createBrowserImageCacheBackend } from './cache-storage-backend';
import { ImageCache } from './image-cache';

let shared: ImageCache | null | undefined;

function browserCache(): ImageCache | null {
  if (shared === undefined) {
    const backend = createBrowserImageCacheBackend();
    shared = backend ? new ImageCache(backend) : null;
  }
  return shared;
}

/**
 * An image's bytes from the cache, or from the network (then cached when small enough), as an
 * object URL ready for `<img src>`. The caller revokes it. Storage errors (quota, private mode)
 * never stop a photo from showing: they fall back to the network.
 */
export async function loadCachedImage(url: string, cache = browserCache()): Promise<string> {
  const cached = await cache?.get(url).catch(() => undefined);
  if (cached) return URL.createObjectURL(cached);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const blob = await response.blob();
  await cache?.put(url, blob).catch(() => false);
  return URL.createObjectURL(blob);
}
