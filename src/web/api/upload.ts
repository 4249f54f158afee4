import { z } from 'zod';
import { contract } from '../../shared/actions/contract';
import { SESSION_HEADER } from '../../shared/protocol/envelope';
import type { UploadKind } from '../../shared/rules/uploads';
import { currentLocale, i18n } from '../i18n';
import { type CallOptions, type Reply, settleReply } from './client';
import { deviceInfo } from './device';
import { ActionError } from './errors';
import { getToken, setToken } from './session';

/** An uploaded file as the upload inputs hold it (spec 000 section 3, 'Upload response'). */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  /** A signed download URL (about an hour), for previews. */
  url: string;
}

const fileList = z.object({
  file_list: z.array(
    z.object({ file_id: z.string(), file_name: z.string(), file_size: z.number(), file_type: z.string(), url: z.string() }),
  ),
});

/** The file service's routes, as contracts for the shared answer handling (never encrypted). */
const PersonUpload = contract('file/upload', z.object({}), fileList);
const MerchantUpload = contract('file/merchantUpload', z.object({}), fileList);

export interface UploadOptions extends CallOptions {
  /** true: a file of the business (/file/merchantUpload); false: the person's own (/file/upload). */
  merchant?: boolean;
  /** How many files the input allows (1 to 5). */
  maxCount?: number;
}

/**
 * Uploads files to the file service (docs/protocol.md, 'Files'): multipart `kind` and `file`,
 * the session token and the reversed device id as headers, the rotated token read back, and the
 * answer settled like an action's (session rules, error toasts unless hideError).
 */
export async function uploadFiles(kind: UploadKind, files: readonly File[], options: UploadOptions = {}): Promise<UploadedFile[]> {
  const route = options.merchant ? MerchantUpload : PersonUpload;
  const body = new FormData();
  body.append('kind', kind);
  if (options.maxCount) body.append('maxCount', String(options.maxCount));
  for (const f of files) body.append('file', f, f.name);

  const headers: Record<string, string> = { 'Accept-Language': currentLocale(), 'x-device-id': deviceInfo().deviceId };
  const token = getToken();
  if (token) headers[SESSION_HEADER] = token;

  let res: Response;
  let text: string;
  try {
    res = await fetch(`/${route.name}`, { method: 'POST', headers, body, credentials: 'same-origin', signal: options.signal });
    text = await res.text();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const message = i18n.t('errors.noConnection');
    throw new ActionError({ action: route.name, code: 'NETWORK', message, kind: 'network' });
  }
  const rotated = res.headers.get(SESSION_HEADER);
  if (rotated) setToken(rotated);

  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const envelope = typeof json === 'object' && json !== null && typeof (json as { rspMsgCd?: unknown }).rspMsgCd === 'string' ? json : null;
  const reply = { status: res.status, envelope, sentToken: token } as Reply;
  const out = settleReply(route, reply, options);
  return out.file_list.map((f) => ({ fileId: f.file_id, fileName: f.file_name, url: f.url }));
}
