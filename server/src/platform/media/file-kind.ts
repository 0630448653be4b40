/**
 * What a file is by its first bytes (magic numbers), never by its name or the type its sender
 * claims (ADR 082): the pictures and videos the album keeps, or undefined.
 */
export interface FileKind {
  mime: string;
  /** The extension the original is stored under. */
  ext: string;
  kind: 'PICTURE' | 'VIDEO';
}

/** How many leading bytes `sniffKind` needs. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** ISO base media files (HEIC, AVIF, MP4, MOV) by their `ftyp` box's brands. */
function isoKind(head: Uint8Array): FileKind | undefined {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return undefined;
  const declared = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const boxSize = Math.min(head.length, Math.max(16, declared));
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, at + 4));
  const has = (...names: string[]) => brands.some((brand) => names.includes(brand));
  if (has('avif', 'avis')) return { mime: 'image/avif', ext: 'avif', kind: 'PICTURE' };
  if (has('heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'))
    return { mime: 'image/heic', ext: 'heic', kind: 'PICTURE' };
  if (has('mif1', 'msf1')) return { mime: 'image/heif', ext: 'heif', kind: 'PICTURE' };
  if (has('qt  ')) return { mime: 'video/quicktime', ext: 'mov', kind: 'VIDEO' };
  if (has('isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', '3gp4', '3gp5'))
    return { mime: 'video/mp4', ext: 'mp4', kind: 'VIDEO' };
  return undefined;
}

export function sniffKind(head: Uint8Array): FileKind | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', ext: 'jpg', kind: 'PICTURE' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { mime: 'image/png', ext: 'png', kind: 'PICTURE' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', ext: 'gif', kind: 'PICTURE' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { mime: 'image/webp', ext: 'webp', kind: 'PICTURE' };
  // WebM is Matroska (EBML header) with the doc type "webm" a few bytes in.
  if (starts(0x1a, 0x45, 0xdf, 0xa3) && ascii(head, 0, SNIFF_BYTES).includes('webm'))
    return { mime: 'video/webm', ext: 'webm', kind: 'VIDEO' };
  return isoKind(head);
}
