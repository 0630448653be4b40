/** Resolves once the image at `src` is downloaded and decoded, so it appears without a flash. */
export function loadDecoded(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode();
}

/** Whether an image exists at `url` (loads and decodes); false on a 404 or a broken file. */
export async function imageExists(url: string): Promise<boolean> {
  try {
    await loadDecoded(url);
    return true;
  } catch {
    return false;
  }
}
