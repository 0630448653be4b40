import { describe, expect, it } from 'vitest';
import { ImageCache, IMAGE_CACHE_VERSION, MAX_ENTRY_BYTES, MAX_TOTAL_BYTES } from './image-cache';
import { MemoryBackend } from './memory-backend';

const MB = 1024 * 1024;

function blobOf(bytes: number): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'image/avif' });
}

/** A cache with a clock that ticks one millisecond per call, so ages are distinct. */
function setup(backend = new MemoryBackend()) {
  let time = 1_000;
  const cache = new ImageCache(backend, undefined, () => (time += 1));
  return { backend, cache };
}

describe('image cache', () => {
  it('uses the specification’s limits: 10 MB in total, 2 MB per image, version 1.0', () => {
    expect(MAX_TOTAL_BYTES).toBe(10 * MB);
    expect(MAX_ENTRY_BYTES).toBe(2 * MB);
    expect(IMAGE_CACHE_VERSION).toBe('1.0');
  });

  it('gives back what it stored, and nothing for an image it never saw', async () => {
    const { cache } = setup();
    await cache.put('/a.avif', blobOf(1000));
    expect((await cache.get('/a.avif'))?.size).toBe(1000);
    expect(await cache.get('/b.avif')).toBeUndefined();
  });

  it('caches an image of exactly 2 MB but not one byte more', async () => {
    const { cache, backend } = setup();
    expect(await cache.put('/limit.avif', blobOf(2 * MB))).toBe(true);
    expect(await cache.put('/big.avif', blobOf(2 * MB + 1))).toBe(false);
    expect(backend.blobs.has('/big.avif')).toBe(false);
    expect(await cache.get('/big.avif')).toBeUndefined();
    expect((await cache.entries()).map((entry) => entry.url)).toEqual(['/limit.avif']);
  });

  it('holds exactly 10 MB without clearing anything', async () => {
    const { cache } = setup();
    for (let i = 0; i < 5; i += 1) await cache.put(`/${i}.avif`, blobOf(2 * MB));
    expect(await cache.entries()).toHaveLength(5);
  });

  it('when full, clears the oldest 50 % of entries and keeps the newer half', async () => {
    const { cache, backend } = setup();
    // Ten entries of 1 MB fill the cache exactly.
    for (let i = 0; i < 10; i += 1) await cache.put(`/${i}.avif`, blobOf(MB));
    await cache.put('/new.avif', blobOf(1));
    const urls = (await cache.entries()).map((entry) => entry.url);
    expect(urls).toEqual(['/5.avif', '/6.avif', '/7.avif', '/8.avif', '/9.avif', '/new.avif']);
    for (let i = 0; i < 5; i += 1) expect(backend.blobs.has(`/${i}.avif`)).toBe(false);
    expect(await cache.get('/0.avif')).toBeUndefined();
    expect(await cache.get('/9.avif')).toBeDefined();
  });

  it('keeps clearing the oldest half until the new image fits', async () => {
    const { cache } = setup();
    // 4 × 2 MB + 2 × 1 MB = 10 MB; a 2 MB image needs two rounds: 6 → 3 → 1 entry.
    await cache.put('/a.avif', blobOf(2 * MB));
    await cache.put('/b.avif', blobOf(2 * MB));
    await cache.put('/c.avif', blobOf(2 * MB));
    await cache.put('/d.avif', blobOf(2 * MB));
    await cache.put('/e.avif', blobOf(MB));
    await cache.put('/f.avif', blobOf(MB));
    await cache.put('/g.avif', blobOf(2 * MB));
    const entries = await cache.entries();
    expect(entries.map((entry) => entry.url)).toEqual(['/d.avif', '/e.avif', '/f.avif', '/g.avif']);
    expect(entries.reduce((sum, entry) => sum + entry.size, 0)).toBeLessThanOrEqual(10 * MB);
  });

  it('discards everything stored under another version', async () => {
    const backend = new MemoryBackend();
    backend.blobs.set('/old.avif', blobOf(10));
    backend.storedIndex = { version: '0.9', entries: [{ url: '/old.avif', size: 10, storedAt: 1 }] };
    const { cache } = setup(backend);
    expect(await cache.get('/old.avif')).toBeUndefined();
    expect(backend.blobs.size).toBe(0);
    expect(backend.storedIndex).toEqual({ version: '1.0', entries: [] });
  });

  it('reads back an index of version 1.0 written by an earlier visit', async () => {
    const backend = new MemoryBackend();
    const first = setup(backend).cache;
    await first.put('/kept.avif', blobOf(10));
    const second = setup(backend).cache;
    expect((await second.get('/kept.avif'))?.size).toBe(10);
  });

  it('replacing an image counts its size once', async () => {
    const { cache } = setup();
    await cache.put('/same.avif', blobOf(MB));
    await cache.put('/same.avif', blobOf(2 * MB));
    expect(await cache.entries()).toEqual([expect.objectContaining({ url: '/same.avif', size: 2 * MB })]);
  });

  it('loses no entry when many images are stored at once', async () => {
    const { cache } = setup();
    await Promise.all(Array.from({ length: 10 }, (_, i) => cache.put(`/${i}.avif`, blobOf(100))));
    expect(await cache.entries()).toHaveLength(10);
  });

  it('forgets an entry whose bytes the browser evicted', async () => {
    const { cache, backend } = setup();
    await cache.put('/gone.avif', blobOf(100));
    backend.blobs.delete('/gone.avif');
    expect(await cache.get('/gone.avif')).toBeUndefined();
    expect(await cache.entries()).toEqual([]);
  });
});
