import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Locale, type MessageCode, messageText, normalizeLocale } from '../../../shared/i18n/messages';
import { reverseDeviceId } from '../../../shared/protocol/common';
import { SESSION_HEADER, SUCCESS_CODE } from '../../../shared/protocol/envelope';
import {
  checkUpload,
  checkUploadCount,
  DEFAULT_MAX_FILES,
  isPictureKind,
  isUploadKind,
  MAX_FILES_CAP,
  sanitizeFileName,
  UPLOAD_LARGEST_BYTES,
  type UploadKind,
} from '../../../shared/rules/uploads';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { BizError, fieldError } from '../../http/errors';
import { envelope, requestState, sendEnvelope } from '../../http/router';
import { hasBusiness, type PersonSessionInfo, resolveSession } from '../../security/sessions';
import { type AcceptedUpload, findStoredFile, readFileBytes, readStoredFile, saveFiles, signedFileUrl, verifySignedFileUrl } from './files.service';

/**
 * The file service's HTTP side (spec 000 section 7, 'File upload'): multipart uploads for a person
 * or a business, signed download URLs and the private download. Not actions: multipart bodies
 * are never sealed, and the session's device comes from the `x-device-id` header (reversed).
 */
export interface FileRouteDeps {
  db: Kysely<Database>;
  config: Config;
}

/** The whole multipart request: the largest file (10 MB) and its form, with room to spare. */
export const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024;
export const DEVICE_HEADER = 'x-device-id';

interface ReadFile {
  name: string;
  bytes: Buffer;
  truncated: boolean;
}

export function registerFileRoutes(app: FastifyInstance, deps: FileRouteDeps): void {
  // Its own context: the multipart parser exists only for these routes; actions stay JSON-only.
  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });

    const uploadOptions = {
      // Fastify's limit binds only parsers that read the body; readForm counts the multipart one.
      bodyLimit: UPLOAD_BODY_LIMIT,
      // Refused before the body is read: not multipart, or declared larger than the limit.
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        requestState(request).action = request.url.split('?')[0]?.slice(1);
        const locale = normalizeLocale(request.headers['accept-language']);
        const type = String(request.headers['content-type'] ?? '').toLowerCase();
        if (!type.startsWith('multipart/form-data')) return sendEnvelope(request, reply, 415, envelope('MMCP3006', locale));
        if (Number(request.headers['content-length'] ?? 0) > UPLOAD_BODY_LIMIT) {
          return sendEnvelope(request, reply, 413, envelope('MMCP0004', locale));
        }
      },
    };
    scope.post('/file/upload', uploadOptions, (request, reply) => upload(request, reply, deps, 'person'));
    scope.post('/file/merchantUpload', uploadOptions, (request, reply) => upload(request, reply, deps, 'merchant'));

    scope.get('/file/download', async (request, reply) => {
      requestState(request).action = 'file/download';
      const locale = normalizeLocale(request.headers['accept-language']);
      const query = request.query as Record<string, unknown>;
      // A plain GET resource (an <img> src), so HTTP statuses rather than 200 envelopes.
      if (!(await verifySignedFileUrl(deps.db, query))) return sendEnvelope(request, reply, 403, envelope('MMCP3005', locale));
      const found = await findStoredFile(deps.db, String(query.fileId));
      if (!found) return sendEnvelope(request, reply, 404, envelope('MMCP3002', locale));
      const bytes = await readFileBytes(deps.config, found);
      return sendFile(reply, found, bytes, 'private, max-age=300');
    });

    scope.get('/file/privateDownload', async (request, reply) => {
      requestState(request).action = 'file/privateDownload';
      const session = await sessionOf(request, reply, deps);
      const fileId = (request.query as Record<string, unknown>).fileId;
      if (typeof fileId !== 'string' || fileId === '') throw new BizError('MMCP3002');
      const { file, bytes } = await readStoredFile(deps.db, deps.config, fileId, session);
      return sendFile(reply, file, bytes, 'private, no-store');
    });
  });
}

/** The session of a request without a JSON body: token and reversed device id in headers. */
async function sessionOf(request: FastifyRequest, reply: FastifyReply, deps: FileRouteDeps): Promise<PersonSessionInfo> {
  const token = request.headers[SESSION_HEADER];
  const device = request.headers[DEVICE_HEADER];
  const deviceId = typeof device === 'string' && device !== '' ? reverseDeviceId(device) : null;
  const resolved = await resolveSession(deps.db, deps.config, typeof token === 'string' ? token : undefined, deviceId);
  if (resolved.rotatedToken) reply.header(SESSION_HEADER, resolved.rotatedToken);
  return resolved.session;
}

async function upload(request: FastifyRequest, reply: FastifyReply, deps: FileRouteDeps, scope: 'person' | 'merchant') {
  const locale = normalizeLocale(request.headers['accept-language']);
  // The session first, so nobody's bytes are read before we know who sends them.
  const session = await sessionOf(request, reply, deps);
  if (scope === 'merchant' && !hasBusiness(session)) throw new BizError('MMCP1040');

  const form = await readForm(request, reply);
  const kindValue = form.fields.kind;
  if (!isUploadKind(kindValue)) throw fieldError(locale, 'kind', kindValue === undefined || kindValue === '' ? 'REQUIRED' : 'INVALID_VALUE');
  const kind: UploadKind = kindValue;
  let maxFiles = DEFAULT_MAX_FILES;
  if (form.fields.maxCount !== undefined) {
    maxFiles = Number(form.fields.maxCount);
    if (!Number.isInteger(maxFiles) || maxFiles < 1 || maxFiles > MAX_FILES_CAP) throw fieldError(locale, 'maxCount', 'INVALID_VALUE');
  }
  if (form.tooMany || checkUploadCount(form.files.length, maxFiles)) throw refusal(locale, 'MMCP3003');
  if (form.files.length === 0) throw fieldError(locale, 'file', 'REQUIRED');

  const accepted: AcceptedUpload[] = [];
  for (const f of form.files) {
    if (f.truncated) throw refusal(locale, isPictureKind(kind) ? 'pic_size' : 'file_size');
    const name = sanitizeFileName(f.name);
    const check = checkUpload(kind, { name, size: f.bytes.length, bytes: f.bytes });
    if (!check.ok) throw refusal(locale, check.message);
    accepted.push({ name, mime: check.mime, type: check.type, bytes: f.bytes });
  }

  const owner = { personId: session.personId, merchantId: scope === 'merchant' ? session.merchantId : null };
  const stored = await saveFiles(deps.db, deps.config, owner, kind, accepted);
  const fileList = [];
  for (const s of stored) {
    fileList.push({
      file_id: s.fileId,
      file_name: s.name,
      file_size: s.size,
      file_type: s.mime,
      url: await signedFileUrl(deps.db, deps.config, { fileId: s.fileId, name: s.name }),
    });
  }
  return sendEnvelope(request, reply, 200, envelope(SUCCESS_CODE, locale, {}, { file_list: fileList }));
}

/** An upload refused by the rules: MMCP3001 carrying the rule's text, on the field `file`. */
function refusal(locale: Locale, code: MessageCode): BizError {
  const message = messageText(code, locale);
  return new BizError('MMCP3001', { message }, {}, [{ field: 'file', message }]);
}

/**
 * Reads the form into memory: text fields and the `file` parts. A file past the largest size any
 * kind accepts is cut there and marked truncated. The whole body is counted as it arrives: past
 * UPLOAD_BODY_LIMIT the parser is cut off and 413 answered (the connection then closes), so a
 * body without a content length cannot run on either.
 */
async function readForm(request: FastifyRequest, reply: FastifyReply): Promise<ReadForm> {
  const parts = request.parts({
    limits: { fileSize: UPLOAD_LARGEST_BYTES, files: MAX_FILES_CAP, fields: 10, fieldSize: 1024, parts: MAX_FILES_CAP + 10 },
  })[Symbol.asyncIterator]();
  // The first step starts piping the request into the parser; count beside it from then on.
  const first = parts.next();
  const raw = request.raw;
  let received = 0;
  let overLimit: () => void = () => undefined;
  const tooLarge = new Promise<'tooLarge'>((resolve) => {
    overLimit = () => resolve('tooLarge');
  });
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > UPLOAD_BODY_LIMIT) {
      raw.off('data', onData);
      raw.unpipe();
      overLimit();
    }
  };
  raw.on('data', onData);
  const reading = collectParts(first, parts);
  // Cut off, the parser ends with an error when the connection closes: nobody waits for it then.
  reading.catch(() => undefined);
  try {
    const outcome = await Promise.race([reading, tooLarge]);
    if (outcome === 'tooLarge') {
      reply.header('connection', 'close');
      throw new BizError('MMCP0004', {}, {}, undefined, 413);
    }
    return outcome;
  } finally {
    raw.off('data', onData);
  }
}

interface ReadForm {
  fields: Record<string, string>;
  files: ReadFile[];
  tooMany: boolean;
}

type PartIterator = AsyncIterator<Multipart>;

async function collectParts(first: Promise<IteratorResult<Multipart>>, parts: PartIterator): Promise<ReadForm> {
  const fields: Record<string, string> = {};
  const files: ReadFile[] = [];
  try {
    for (let step = await first; !step.done; step = await parts.next()) {
      const part = step.value;
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        if (part.fieldname === 'file') chunks.push(chunk);
      }
      if (part.fieldname === 'file') files.push({ name: part.filename, bytes: Buffer.concat(chunks), truncated: part.file.truncated });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') return { fields, files, tooMany: true };
    throw new BizError('MMCP3007', {}, {}, undefined, 400);
  }
  return { fields, files, tooMany: false };
}

/** Sends stored bytes: the stored type, nosniff, and the name made safe for the header. */
function sendFile(
  reply: FastifyReply,
  file: { kind: string; mime: string; name: string },
  bytes: Buffer,
  cacheControl: string,
): FastifyReply {
  const inline = isUploadKind(file.kind) && isPictureKind(file.kind);
  return reply
    .code(200)
    .header('content-type', file.mime)
    .header('content-length', bytes.length)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(bytes);
}

/** RFC 6266: an ASCII fallback and the UTF-8 name (RFC 8187). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
