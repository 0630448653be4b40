/**
 * A phone's HEIC photo turned into a JPEG in the browser, where the browser decodes HEIC (Safari
 * does): the server's sharp has no HEVC decoder, so it refuses HEIC with a sentence (ADR 084).
 * Other files pass through as chosen.
 */
export const isHeic = (file: File) => /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

export type Prepared = { ok: true; blob: Blob; name: string } | { ok: false };

export async function preparePhoto(file: File): Promise<Prepared> {
  if (!isHeic(file)) return { ok: true, blob: file, name: file.name };
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ? { ok: true, blob, name: file.name.replace(/\.(heic|heif)$/i, '.jpg') } : { ok: false };
  } catch {
    return { ok: false };
  }
}
