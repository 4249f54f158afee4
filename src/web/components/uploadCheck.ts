import {
  checkUpload,
  checkUploadCount,
  DEFAULT_MAX_FILES,
  UPLOAD_LARGEST_BYTES,
  type UploadKind,
} from '../../shared/rules/uploads';
import { catalogueText } from '../i18n';

/**
 * The browser's check of a chosen file before it is sent, by the rules the file service applies
 * (src/shared/rules/uploads.ts): null when it may go, else the catalogue's text of the refusal.
 */
export async function uploadRefusal(
  kind: UploadKind,
  file: File,
  options: { extensions?: readonly string[] } = {},
): Promise<string | null> {
  // The whole file when it could be accepted (a docx is read from its end); the head otherwise.
  const part = file.size <= UPLOAD_LARGEST_BYTES ? file : file.slice(0, 64 * 1024);
  const bytes = new Uint8Array(await part.arrayBuffer());
  const result = checkUpload(kind, { name: file.name, size: file.size, bytes }, options);
  return result.ok ? null : catalogueText(result.message);
}

/** The count check: 'The maximum number of uploads has been reached' or null. */
export function countRefusal(count: number, maxCount: number = DEFAULT_MAX_FILES): string | null {
  const refusal = checkUploadCount(count, maxCount);
  return refusal ? catalogueText(refusal) : null;
}
