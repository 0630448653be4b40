/**
 * The herov2 loading plan, one of the specification's constants: an initial batch of 3 photos,
 * then background batches of 10, each batch starting once the one before has settled.
 */
export function planBatches<T>(items: readonly T[], initialSize: number, batchSize: number): T[][] {
  if (initialSize < 1 || batchSize < 1) throw new Error('Batch sizes must be at least 1');
  const batches: T[][] = [];
  if (items.length > 0) batches.push(items.slice(0, initialSize));
  for (let start = initialSize; start < items.length; start += batchSize) {
    batches.push(items.slice(start, start + batchSize));
  }
  return batches;
}

export interface BatchOptions<T, R> {
  initialSize: number;
  batchSize: number;
  load: (item: T) => Promise<R>;
  /** Called for each item as soon as it loads, in completion order. */
  onLoaded: (item: T, result: R) => void;
  /** Called for an item that failed; the others go on. */
  onFailed?: (item: T, error: unknown) => void;
  /** Stops before the next batch (the page was left). */
  signal?: AbortSignal;
  /** Waits before each background batch, so it does not compete with the page (idle time). */
  beforeBackgroundBatch?: () => Promise<void>;
}

/** Loads the items batch by batch, items of one batch in parallel. Resolves when all settled. */
export async function loadInBatches<T, R>(items: readonly T[], options: BatchOptions<T, R>): Promise<void> {
  const batches = planBatches(items, options.initialSize, options.batchSize);
  for (const [index, batch] of batches.entries()) {
    if (options.signal?.aborted) return;
    if (index > 0 && options.beforeBackgroundBatch) await options.beforeBackgroundBatch();
    if (options.signal?.aborted) return;
    await Promise.all(
      batch.map(async (item) => {
        try {
          const result = await options.load(item);
          if (!options.signal?.aborted) options.onLoaded(item, result);
        } catch (error) {
          if (!options.signal?.aborted) options.onFailed?.(item, error);
        }
      }),
    );
  }
}

/** Resolves when the browser is idle (or after a short delay where it cannot say). */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout });
    else window.setTimeout(resolve, 200);
  });
}
