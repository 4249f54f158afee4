/**
 * Upload rules (spec 000 sections 5, 8 and 9), shared by the browser's upload inputs and the
 * file service. Pure functions over bytes: the type of a file is read from its content (magic
 * bytes), never from its name or the type the browser declares. Refusals are catalogue keys:
 * `pic_format`, `pic_size`, `file_format`, `file_size`, `MMCP3004` (photo proportion) and
 * `MMCP3003` (too many files).
 */

export const UPLOAD_KINDS = ['picture', 'businessPhoto', 'certificate', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

export const MB = 1024 * 1024;

/** Largest accepted size per kind, in bytes. Pictures and documents are "under" it, certificates "up to" it. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  picture: 5 * MB,
  businessPhoto: 5 * MB,
  certificate: 2 * MB,
  document: 10 * MB,
};

/** The largest file any kind accepts (the file service's per-file read limit). */
export const UPLOAD_LARGEST_BYTES = 10 * MB;

/** Files per upload unless the input asks for more (spec: default 1). */
export const DEFAULT_MAX_FILES = 1;
/** The most files one request may carry, whatever the input asks. */
export const MAX_FILES_CAP = 5;

/** Extensions a document upload accepts by default. */
export const DEFAULT_DOCUMENT_EXTENSIONS: readonly string[] = ['doc', 'dot', 'docx', 'pdf'];

/** Kinds shown in the page (inline); the others download as attachments. */
export function isPictureKind(kind: UploadKind): boolean {
  return kind === 'picture' || kind === 'businessPhoto';
}

export type SniffedType = 'jpeg' | 'png' | 'tiff' | 'pdf' | 'ole2' | 'docx' | 'zip';

export const SNIFFED_MIME: Readonly<Record<SniffedType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  ole2: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

function startsWith(bytes: Uint8Array, sig: readonly number[], at = 0): boolean {
  if (bytes.length < at + sig.length) return false;
  return sig.every((b, i) => bytes[at + i] === b);
}

function u16(bytes: Uint8Array, at: number, little: boolean): number {
  const a = bytes[at] ?? 0;
  const b = bytes[at + 1] ?? 0;
  return little ? a | (b << 8) : (a << 8) | b;
}

function u32(bytes: Uint8Array, at: number, little: boolean): number {
  const lo = u16(bytes, at, little);
  const hi = u16(bytes, at + 2, little);
  return little ? lo + hi * 0x10000 : lo * 0x10000 + hi;
}

/** Names of the entries in a ZIP's central directory, or null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const min = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= min; i--) {
    if (startsWith(bytes, [0x50, 0x4b, 0x05, 0x06], i)) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(bytes, eocd + 10, true);
  let at = u32(bytes, eocd + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (!startsWith(bytes, [0x50, 0x4b, 0x01, 0x02], at)) return null;
    const nameLength = u16(bytes, at + 28, true);
    const extraLength = u16(bytes, at + 30, true);
    const commentLength = u16(bytes, at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The type of a file by its first bytes (and, for ZIP, its directory). Null: none we accept. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) return 'docx';
    return 'zip';
  }
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  // IHDR is the first chunk: width and height at 16 and 20.
  if (bytes.length < 24 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  return { width: u32(bytes, 16, false), height: u32(bytes, 20, false) };
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    let marker = bytes[at + 1] ?? 0;
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = bytes[at + 1] ?? 0;
    }
    // Markers without a length: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan before any frame header
    const length = u16(bytes, at + 2, false);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return { height: u16(bytes, at + 5, false), width: u16(bytes, at + 7, false) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function tiffSize(bytes: Uint8Array): ImageSize | null {
  const little = bytes[0] === 0x49;
  const ifd = u32(bytes, 4, little);
  if (ifd + 2 > bytes.length) return null;
  const entries = u16(bytes, ifd, little);
  let width = 0;
  let height = 0;
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > bytes.length) return null;
    const tag = u16(bytes, at, little);
    const type = u16(bytes, at + 2, little);
    const value = type === 3 ? u16(bytes, at + 8, little) : u32(bytes, at + 8, little);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Pixel size read from the image header of a JPEG, PNG or TIFF. */
export function imageSize(bytes: Uint8Array, type: SniffedType): ImageSize | null {
  if (type === 'png') return pngSize(bytes);
  if (type === 'jpeg') return jpegSize(bytes);
  if (type === 'tiff') return tiffSize(bytes);
  return null;
}

/** 4:3 or 3:4, within 1% (cameras and scanners round a pixel or two). */
export function isFourByThree(size: ImageSize): boolean {
  if (size.width <= 0 || size.height <= 0) return false;
  const ratio = size.width / size.height;
  return Math.abs(ratio - 4 / 3) <= (4 / 3) * 0.01 || Math.abs(ratio - 3 / 4) <= (3 / 4) * 0.01;
}

/** Lower-case extension without the dot, '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file name safe to store and to show: no folders, no control or quoting characters, at most
 * 120 characters (the extension kept). Never used as a storage key.
 */
export function sanitizeFileName(name: string, fallback = 'file'): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"<>|:*?;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (base === '') return fallback;
  if (base.length <= 120) return base;
  const ext = fileExtension(base);
  const keep = ext && ext.length < 10 ? `.${ext}` : '';
  return `${base.slice(0, 120 - keep.length)}${keep}`;
}

export type UploadRefusal = 'pic_format' | 'pic_size' | 'file_format' | 'file_size' | 'MMCP3004';

export type UploadCheck =
  | { ok: true; type: SniffedType | null; mime: string }
  | { ok: false; message: UploadRefusal };

export interface UploadCandidate {
  name: string;
  size: number;
  /** The whole file (or, for a browser pre-check, as much of it as was read). */
  bytes: Uint8Array;
}

const DOCUMENT_TYPES: Readonly<Record<string, SniffedType>> = { pdf: 'pdf', doc: 'ole2', dot: 'ole2', docx: 'docx' };

/**
 * Checks one file for a kind: format by content first, then size, then what needs the whole file
 * (the photo's proportion, a document's content matching its extension).
 */
export function checkUpload(
  kind: UploadKind,
  file: UploadCandidate,
  options: { extensions?: readonly string[] } = {},
): UploadCheck {
  const type = sniffType(file.bytes);
  const max = UPLOAD_MAX_BYTES[kind];
  switch (kind) {
    case 'picture': {
      if (type !== 'jpeg' && type !== 'png') return { ok: false, message: 'pic_format' };
      if (file.size >= max) return { ok: false, message: 'pic_size' };
      return { ok: true, type, mime: SNIFFED_MIME[type] };
    }
    case 'businessPhoto': {
      if (type !== 'jpeg' && type !== 'png' && type !== 'tiff') return { ok: false, message: 'pic_format' };
      if (file.size >= max) return { ok: false, message: 'pic_size' };
      const size = imageSize(file.bytes, type);
      if (!size) return { ok: false, message: 'pic_format' };
      if (!isFourByThree(size)) return { ok: false, message: 'MMCP3004' };
      return { ok: true, type, mime: SNIFFED_MIME[type] };
    }
    case 'certificate': {
      if (type !== 'pdf') return { ok: false, message: 'file_format' };
      if (file.size > max) return { ok: false, message: 'file_size' };
      return { ok: true, type, mime: SNIFFED_MIME[type] };
    }
    case 'document': {
      const ext = fileExtension(file.name);
      const accepted = (options.extensions ?? DEFAULT_DOCUMENT_EXTENSIONS).map((e) => e.toLowerCase());
      if (!accepted.includes(ext)) return { ok: false, message: 'file_format' };
      if (file.size >= max) return { ok: false, message: 'file_size' };
      const expected = DOCUMENT_TYPES[ext];
      // An extension outside the spec's four (added by an input) is taken by the name only.
      if (expected !== undefined && type !== expected) return { ok: false, message: 'file_format' };
      return { ok: true, type, mime: type ? SNIFFED_MIME[type] : 'application/octet-stream' };
    }
  }
}

/** Too many files for one upload: the spec's 'The maximum number of uploads has been reached'. */
export function checkUploadCount(count: number, maxFiles: number = DEFAULT_MAX_FILES): 'MMCP3003' | null {
  return count > Math.min(Math.max(1, maxFiles), MAX_FILES_CAP) ? 'MMCP3003' : null;
}
