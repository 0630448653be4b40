import { describe, expect, it } from 'vitest';
import { loadInBatches, planBatches } from './batches';

const names = (count: number) => Array.from({ length: count }, (_, i) => `photo-${i + 1}`);

/** A loader whose promises the test resolves by hand, recording what was started when. */
function manualLoader() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const started: string[] = [];
  const load = (name: string) =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      pending.set(name, { resolve: () => resolve(`url:${name}`), reject });
    });
  return { load, started, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('planBatches', () => {
  it('35 photos: 3 first, then 10, 10, 10 and the last 2', () => {
    expect(planBatches(names(35), 3, 10).map((batch) => batch.length)).toEqual([3, 10, 10, 10, 2]);
  });

  it('42 photos, the specification’s maximum: 3, then four batches of 10 and 9', () => {
    expect(planBatches(names(42), 3, 10).map((batch) => batch.length)).toEqual([3, 10, 10, 10, 9]);
  });

  it('keeps the order of the names list and loses none', () => {
    expect(planBatches(names(35), 3, 10).flat()).toEqual(names(35));
  });

  it('fewer photos than the first batch: one batch', () => {
    expect(planBatches(names(2), 3, 10)).toEqual([['photo-1', 'photo-2']]);
    expect(planBatches([], 3, 10)).toEqual([]);
  });
});

describe('loadInBatches', () => {
  it('starts the first three together and the next ten only once those settled', async () => {
    const { load, started, pending } = manualLoader();
    const loaded: string[] = [];
    const done = loadInBatches(names(15), {
      initialSize: 3,
      batchSize: 10,
      load,
      onLoaded: (name) => loaded.push(name),
    });
    await flush();
    expect(started).toEqual(['photo-1', 'photo-2', 'photo-3']);

    pending.get('photo-2')?.resolve();
    await flush();
    expect(loaded).toEqual(['photo-2']);
    expect(started).toHaveLength(3);

    pending.get('photo-1')?.resolve();
    pending.get('photo-3')?.resolve();
    await flush();
    expect(started).toEqual(names(13));

    for (const name of names(13).slice(3)) pending.get(name)?.resolve();
    await flush();
    expect(started).toEqual(names(15));
    pending.get('photo-14')?.resolve();
    pending.get('photo-15')?.resolve();
    await done;
    expect(loaded).toHaveLength(15);
  });

  it('a photo that fails is reported and the batches go on', async () => {
    const failed: string[] = [];
    const loaded: string[] = [];
    await loadInBatches(names(5), {
      initialSize: 3,
      batchSize: 10,
      load: (name) => (name === 'photo-2' ? Promise.reject(new Error('404')) : Promise.resolve(name)),
      onLoaded: (name) => loaded.push(name),
      onFailed: (name) => failed.push(name),
    });
    expect(failed).toEqual(['photo-2']);
    expect(loaded.sort()).toEqual(['photo-1', 'photo-3', 'photo-4', 'photo-5']);
  });

  it('waits for idle time before each background batch, not before the first', async () => {
    const order: string[] = [];
    await loadInBatches(names(14), {
      initialSize: 3,
      batchSize: 10,
      load: async (name) => {
        order.push(name);
        return name;
      },
      onLoaded: () => undefined,
      beforeBackgroundBatch: async () => {
        order.push('idle');
      },
    });
    expect(order.indexOf('idle')).toBe(3);
    expect(order.filter((entry) => entry === 'idle')).toHaveLength(2);
  });

  it('stops before the next batch once aborted, and reports nothing after', async () => {
    const controller = new AbortController();
    const { load, started, pending } = manualLoader();
    const loaded: string[] = [];
    const done = loadInBatches(names(13), {
      initialSize: 3,
      batchSize: 10,
      load,
      onLoaded: (name) => loaded.push(name),
      signal: controller.signal,
    });
    await flush();
    controller.abort();
    for (const name of names(3)) pending.get(name)?.resolve();
    await done;
    expect(started).toHaveLength(3);
    expect(loaded).toEqual([]);
  });
});
