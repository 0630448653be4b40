/**
 * A phone's HEIC photo and the JPEG this browser can draw it as. Only a browser that decodes HEIC
 * (Safari) can: elsewhere the answer is null and each caller says what happens instead (the album
 * keeps the file as sent, ADR 082; the Content tab asks for a JPEG, ADR 084).
 */
export const isHeic = (file: File) => /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/** The JPEG's name for a HEIC file's: IMG_1.HEIC → IMG_1.jpg. */
export const jpegName = (name: string) => name.replace(/\.(heic|heif)$/i, '.jpg');

export async function heicAsJpeg(file: File): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  } catch {
    return null;
  }
}
