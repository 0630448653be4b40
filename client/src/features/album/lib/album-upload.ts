import { edition } from '@edition/edition';
import { heicAsJpeg, isHeic, jpegName } from '../../../lib/heic';

/** Pieces of a resumable upload: nginx allows 9 MB a request on /album/uploads (ADR 082). */
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * A HEIC photo turned into a JPEG where this browser can draw it (Safari), so the album can show
 * it; elsewhere it is sent as it is, and the hosts keep it as an original (ADR 082).
 */
export async function browserReadable(file: File): Promise<File> {
  if (!isHeic(file)) return file;
  const blob = await heicAsJpeg(file);
  return blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg' }) : file;
}

export interface UploadEvents {
  onProgress(percent: number): void;
}

/**
 * Sends one file by the resumable protocol (tus-js-client, loaded only when a guest sends): a cut
 * connection is resumed where it stopped. Resolves with the photo's id, or rejects with the
 * server's sentence.
 */
export async function uploadPhoto(
  file: File,
  fields: { name?: string; code?: string },
  { onProgress }: UploadEvents,
): Promise<string> {
  const { Upload } = await import('tus-js-client');
  const sent = await browserReadable(file);
  return new Promise((resolve, reject) => {
    const upload = new Upload(sent, {
      endpoint: '/album/uploads',
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      headers: { 'Accept-Language': edition.language },
      metadata: {
        filename: sent.name,
        ...(fields.name ? { name: fields.name } : {}),
        ...(fields.code ? { code: fields.code } : {}),
      },
      // A new upload each time a guest chooses a file: no fingerprint kept across page loads.
      storeFingerprintForResuming: false,
      onProgress: (bytes, total) => onProgress(total ? Math.round((bytes / total) * 100) : 0),
      onSuccess: ({ lastResponse }) => {
        try {
          const body = JSON.parse(lastResponse.getBody() ?? '{}') as { id?: string };
          if (body.id) resolve(body.id);
          else reject(new Error(''));
        } catch {
          reject(new Error(''));
        }
      },
      onError: (error) => {
        const body = (
          error as { originalResponse?: { getBody(): string } | null }
        ).originalResponse?.getBody();
        try {
          reject(new Error((JSON.parse(body ?? '{}') as { error?: string }).error ?? ''));
        } catch {
          reject(new Error(''));
        }
      },
    });
    upload.start();
  });
}
