import { RecognitionError } from './errors';

export type DocumentKind = 'jpeg' | 'png' | 'pdf';

const DECLARED: Record<string, DocumentKind> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The kind by the file's first bytes; the declared type only has to agree (a renamed file is refused). */
export function sniffKind(bytes: Buffer, mime: string, allowed: readonly DocumentKind[]): DocumentKind {
  let kind: DocumentKind | null = null;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) kind = 'jpeg';
  else if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) kind = 'png';
  else if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') kind = 'pdf';
  if (!kind || !allowed.includes(kind)) throw new RecognitionError('UNSUPPORTED_TYPE', `bytes are ${kind ?? 'unknown'}`);
  const declared = DECLARED[mime.toLowerCase().split(';')[0]!.trim()];
  if (declared && declared !== kind) throw new RecognitionError('UNSUPPORTED_TYPE', `declared ${mime}, bytes are ${kind}`);
  return kind;
}
