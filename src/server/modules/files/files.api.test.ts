import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reverseDeviceId } from '../../../shared/protocol/common';
import { MB } from '../../../shared/rules/uploads';
import { sha256 } from '../../db/util';
import { BizError } from '../../http/errors';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, withTestApp } from '../../testing/harness';
import { docFile, type FormPart, jpegFile, multipartBody, pdfFile, pngFile, tiffFile, zipFile } from '../../testing/multipart';
import { readStoredFile, signedFileUrl } from './files.service';

const t = withTestApp();

interface Listed {
  file_id: string;
  file_name: string;
  file_size: number;
  file_type: string;
  url: string;
}

async function signIn(userId: string, type: 'P' | 'E' | 'S', device: string): Promise<WireClient> {
  const client = t.client(device);
  const res = await client.login(userId, type, DEMO_LOGIN.password);
  if (!client.token) throw new Error(`login failed: ${res.body.rspMsgCd}`);
  return client;
}

function sessionHeaders(client: WireClient): Record<string, string> {
  return { 'x-session-token': client.token ?? '', 'x-device-id': reverseDeviceId(client.deviceId) };
}

async function upload(client: WireClient | null, route: 'upload' | 'merchantUpload', parts: FormPart[], locale = 'en-US') {
  const body = multipartBody(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/file/${route}`,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': locale, ...(client ? sessionHeaders(client) : {}) },
  });
  const rotated = res.headers['x-session-token'];
  if (client && typeof rotated === 'string') client.token = rotated;
  return { status: res.statusCode, body: res.json() as { rspMsgCd: string; rspMsgInf: string; file_list?: Listed[]; fieldErrors?: { field: string; message: string }[] } };
}

const file = (filename: string, data: Buffer, contentType?: string): FormPart => ({ name: 'file', filename, data, contentType });
const kind = (value: string): FormPart => ({ name: 'kind', value });

async function privateDownload(client: WireClient, fileId: string) {
  return t.app.inject({ method: 'GET', url: `/file/privateDownload?fileId=${encodeURIComponent(fileId)}`, headers: sessionHeaders(client) });
}

/** A second business with the admin as a member, and the admin's session moved into it. */
async function moveIntoOtherBusiness(client: WireClient): Promise<void> {
  const db = t.database.db;
  const now = new Date().toISOString();
  await sql`insert into merchants (id, merc_no, name, abbr, business_type, created_at)
            values ('merc-files-other', '800777777777', 'Other Files Ltd', 'Other', '1', ${now})`.execute(db);
  await sql`insert into memberships (id, person_id, merchant_id, role_id, status, created_at)
            values ('mship-files-other', 'person-admin', 'merc-files-other', 'role-admin', 'A', ${now})`.execute(db);
  await db.updateTable('sessions').set({ merchant_id: 'merc-files-other', store_id: null }).where('token_hash', '=', sha256(client.token!)).execute();
}

describe('file uploads', () => {
  it('stores a business picture and answers its file list with a working signed url', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0001');
    const png = pngFile(64, 48);
    const res = await upload(owner, 'merchantUpload', [kind('picture'), file('logo.png', png, 'image/png')]);
    expect(res.status).toBe(200);
    expect(res.body.rspMsgCd).toBe('MMC00000');
    const [listed] = res.body.file_list!;
    expect(listed).toMatchObject({ file_name: 'logo.png', file_size: png.length, file_type: 'image/png' });
    expect(listed!.url).toMatch(/^\/file\/download\?fileId=\w+&fileName=logo\.png&exp=\d+&sig=[\w-]+$/);
    const row = await t.database.db.selectFrom('files').selectAll().where('id', '=', listed!.file_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merchant_id: 'merc-demo', person_id: 'person-owner', kind: 'picture', mime: 'image/png' });
    expect(row.storage_key).not.toContain('logo');

    const got = await t.app.inject({ method: 'GET', url: listed!.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });

  it('accepts a JPEG picture whatever content type the browser declares', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0002');
    const res = await upload(owner, 'merchantUpload', [kind('picture'), file('me.jpeg', jpegFile(), 'application/octet-stream')]);
    expect(res.body.file_list?.[0]?.file_type).toBe('image/jpeg');
  });

  it('accepts business photos in 4:3 and 3:4, as JPEG, PNG or TIFF', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0003');
    for (const [name, data, type] of [
      ['shop.jpg', jpegFile(1024, 768), 'image/jpeg'],
      ['door.png', pngFile(30, 40), 'image/png'],
      ['scan.tiff', tiffFile(400, 300), 'image/tiff'],
    ] as const) {
      const res = await upload(owner, 'merchantUpload', [kind('businessPhoto'), file(name, data)]);
      expect(res.body.rspMsgCd, name).toBe('MMC00000');
      expect(res.body.file_list?.[0]?.file_type).toBe(type);
    }
  });

  it('accepts a PDF certificate and the four document types', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0004');
    expect((await upload(owner, 'merchantUpload', [kind('certificate'), file('cert.pdf', pdfFile(2 * MB))])).body.rspMsgCd).toBe('MMC00000');
    for (const [name, data, type] of [
      ['terms.pdf', pdfFile(), 'application/pdf'],
      ['letter.doc', docFile(), 'application/msword'],
      ['template.dot', docFile(), 'application/msword'],
      ['report.docx', zipFile(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const res = await upload(owner, 'merchantUpload', [kind('document'), file(name, data)]);
      expect(res.body.rspMsgCd, name).toBe('MMC00000');
      expect(res.body.file_list?.[0]?.file_type).toBe(type);
    }
  });

  it('takes several files when the input allows them, and refuses more than it allows', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0005');
    const two = [file('a.pdf', pdfFile()), file('b.pdf', pdfFile())];
    const refused = await upload(owner, 'merchantUpload', [kind('document'), ...two]);
    expect(refused.body).toMatchObject({
      rspMsgCd: 'MMCP3001',
      rspMsgInf: 'The maximum number of uploads has been reached',
      fieldErrors: [{ field: 'file', message: 'The maximum number of uploads has been reached' }],
    });
    const ok = await upload(owner, 'merchantUpload', [kind('document'), { name: 'maxCount', value: '2' }, ...two]);
    expect(ok.body.file_list?.map((f) => f.file_name)).toEqual(['a.pdf', 'b.pdf']);
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, pdfFile()));
    const capped = await upload(owner, 'merchantUpload', [kind('document'), { name: 'maxCount', value: '5' }, ...six]);
    expect(capped.body.rspMsgCd).toBe('MMCP3001');
    expect(capped.body.rspMsgInf).toBe('The maximum number of uploads has been reached');
  });
});

describe('upload refusals', () => {
  const cases: { title: string; kind: string; part: FormPart; message: string }[] = [
    { title: 'a GIF picture', kind: 'picture', part: file('a.gif', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif'), message: 'Please upload a JPG or PNG picture' },
    { title: 'a picture of 5 MB', kind: 'picture', part: file('big.jpg', jpegFile(40, 30, 5 * MB)), message: 'The picture must be smaller than 5 MB' },
    { title: 'a business photo that is not 4:3', kind: 'businessPhoto', part: file('wide.png', pngFile(160, 90)), message: 'The business photo must be in 4:3 or 3:4 proportion' },
    { title: 'a PDF as a business photo', kind: 'businessPhoto', part: file('a.pdf', pdfFile()), message: 'Please upload a JPG or PNG picture' },
    { title: 'a Word file as a certificate', kind: 'certificate', part: file('cert.docx', zipFile()), message: 'This file type is not accepted: certificates are PDF, documents doc, dot, docx or pdf' },
    { title: 'a certificate over 2 MB', kind: 'certificate', part: file('cert.pdf', pdfFile(2 * MB + 1)), message: 'The file is too large: certificates up to 2 MB, documents under 10 MB' },
    { title: 'a document with another extension', kind: 'document', part: file('sheet.xlsx', zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' })), message: 'This file type is not accepted: certificates are PDF, documents doc, dot, docx or pdf' },
    { title: 'a document of 10 MB', kind: 'document', part: file('long.pdf', pdfFile(10 * MB)), message: 'The file is too large: certificates up to 2 MB, documents under 10 MB' },
    { title: 'a PNG renamed .pdf', kind: 'document', part: file('scan.pdf', pngFile(), 'application/pdf'), message: 'This file type is not accepted: certificates are PDF, documents doc, dot, docx or pdf' },
    { title: 'a PNG renamed .jpg and sent as a certificate', kind: 'certificate', part: file('cert.pdf', pngFile(), 'application/pdf'), message: 'This file type is not accepted: certificates are PDF, documents doc, dot, docx or pdf' },
    { title: 'a ZIP that is not a Word file renamed .docx', kind: 'document', part: file('x.docx', zipFile({ 'a.txt': 'hello' })), message: 'This file type is not accepted: certificates are PDF, documents doc, dot, docx or pdf' },
    { title: 'an empty file', kind: 'picture', part: file('empty.png', Buffer.alloc(0)), message: 'Please upload a JPG or PNG picture' },
  ];
  for (const c of cases) {
    it(`refuses ${c.title} on the file field, storing nothing`, async () => {
      const owner = await signIn('0712345678', 'P', 'files-owner-0010');
      const before = await t.database.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await upload(owner, 'merchantUpload', [kind(c.kind), c.part]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rspMsgCd: 'MMCP3001', rspMsgInf: c.message, fieldErrors: [{ field: 'file', message: c.message }] });
      const after = await t.database.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  }

  it('answers the refusal in Chinese for a zh-CN browser', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0011');
    const res = await upload(owner, 'merchantUpload', [kind('picture'), file('a.pdf', pdfFile())], 'zh-CN');
    expect(res.body.rspMsgInf).toBe('请上传 JPG 或 PNG 格式的图片');
  });

  it('refuses a missing or unknown kind and a form without a file, naming the field', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0012');
    const noKind = await upload(owner, 'merchantUpload', [file('a.png', pngFile())]);
    expect(noKind.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'kind', message: 'This field is required' }] });
    const badKind = await upload(owner, 'merchantUpload', [kind('avatar'), file('a.png', pngFile())]);
    expect(badKind.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'kind', message: 'Invalid value' }] });
    const noFile = await upload(owner, 'merchantUpload', [kind('picture')]);
    expect(noFile.body).toMatchObject({ rspMsgCd: 'MMCP0006', fieldErrors: [{ field: 'file', message: 'This field is required' }] });
  });

  it('refuses a body that is not multipart, and one declared larger than the limit', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0013');
    const json = await t.app.inject({ method: 'POST', url: '/file/upload', payload: { kind: 'picture' }, headers: sessionHeaders(owner) });
    expect(json.statusCode).toBe(415);
    expect(json.json().rspMsgCd).toBe('MMCP3006');
    const body = multipartBody([kind('document'), file('huge.pdf', pdfFile(12 * MB))]);
    const big = await t.app.inject({ method: 'POST', url: '/file/merchantUpload', payload: body.payload, headers: { ...body.headers, ...sessionHeaders(owner) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().rspMsgCd).toBe('MMCP0004');
    // A stream payload travels without a content length: the body is counted as it arrives.
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/file/merchantUpload',
      payload: Readable.from([body.payload.subarray(0, 6 * MB), body.payload.subarray(6 * MB)]),
      headers: { ...body.headers, ...sessionHeaders(owner) },
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().rspMsgCd).toBe('MMCP0004');
  });

  it('still refuses multipart bodies on the action routes', async () => {
    const body = multipartBody([kind('picture')]);
    const res = await t.app.inject({ method: 'POST', url: '/mmc/mrpay/QryPubKey.htm', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(415);
    expect(res.json().rspMsgCd).toBe('MMCP0005');
  });
});

describe('upload sessions', () => {
  it('refuses an upload without a session, or from another device', async () => {
    const parts = [kind('picture'), file('a.png', pngFile())];
    expect((await upload(null, 'upload', parts)).body.rspMsgCd).toBe('SCM60401');
    const owner = await signIn('0712345678', 'P', 'files-owner-0020');
    const body = multipartBody(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      payload: body.payload,
      headers: { ...body.headers, 'x-session-token': owner.token!, 'x-device-id': 'someone-else' },
    });
    expect(res.json().rspMsgCd).toBe('MMCP5148');
  });

  it('keeps person-level files for that person only, business files for the whole business', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0021');
    const admin = await signIn('admin@demo.co.ke', 'E', 'files-admin-0021');
    const own = (await upload(owner, 'upload', [kind('picture'), file('id-front.jpg', jpegFile())])).body.file_list![0]!;
    const shared = (await upload(owner, 'merchantUpload', [kind('certificate'), file('cert.pdf', pdfFile())])).body.file_list![0]!;
    const row = await t.database.db.selectFrom('files').selectAll().where('id', '=', own.file_id).executeTakeFirstOrThrow();
    expect(row.merchant_id).toBeNull();

    expect((await privateDownload(owner, own.file_id)).statusCode).toBe(200);
    const refused = await privateDownload(admin, own.file_id);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ rspMsgCd: 'MMCP3002', rspMsgInf: 'File not found' });

    const got = await privateDownload(admin, shared.file_id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="cert.pdf"; filename*=UTF-8''cert.pdf`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets a person without a business upload their own files but not business files', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0022');
    await t.database.db.updateTable('sessions').set({ merchant_id: null, store_id: null }).where('token_hash', '=', sha256(owner.token!)).execute();
    const own = await upload(owner, 'upload', [kind('document'), file('passport.pdf', pdfFile())]);
    expect(own.body.rspMsgCd).toBe('MMC00000');
    expect((await privateDownload(owner, own.body.file_list![0]!.file_id)).statusCode).toBe(200);
    const business = await upload(owner, 'merchantUpload', [kind('document'), file('passport.pdf', pdfFile())]);
    expect(business.body.rspMsgCd).toBe('MMCP1040');
  });

  it('never gives one business the files of another', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0023');
    const listed = (await upload(owner, 'merchantUpload', [kind('document'), file('contract.pdf', pdfFile())])).body.file_list![0]!;
    const admin = await signIn('admin@demo.co.ke', 'E', 'files-admin-0023');
    await moveIntoOtherBusiness(admin);
    const res = await privateDownload(admin, listed.file_id);
    expect(res.json()).toMatchObject({ rspMsgCd: 'MMCP3002' });
    expect(res.body).not.toContain('%PDF');
    await expect(readStoredFile(t.database.db, t.config, listed.file_id, { personId: 'person-admin', merchantId: 'merc-files-other' })).rejects.toBeInstanceOf(BizError);
    // Its own upload lands in its own business.
    const theirs = (await upload(admin, 'merchantUpload', [kind('document'), file('theirs.pdf', pdfFile())])).body.file_list![0]!;
    const row = await t.database.db.selectFrom('files').select('merchant_id').where('id', '=', theirs.file_id).executeTakeFirstOrThrow();
    expect(row.merchant_id).toBe('merc-files-other');
    expect((await privateDownload(owner, theirs.file_id)).json().rspMsgCd).toBe('MMCP3002');
  });

  it('refuses a private download without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/file/privateDownload?fileId=nope' });
    expect(res.json().rspMsgCd).toBe('SCM60401');
  });
});

describe('signed download urls', () => {
  it('refuses a tampered, expired or unsigned url, and names an unknown file', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0030');
    const listed = (await upload(owner, 'merchantUpload', [kind('picture'), file('me.png', pngFile())])).body.file_list![0]!;
    const url = new URL(listed.url, 'http://x');

    const tampered = new URL(url);
    tampered.searchParams.set('fileName', 'other.png');
    const otherId = new URL(url);
    otherId.searchParams.set('fileId', `${listed.file_id.slice(0, -1)}x`);
    const longer = new URL(url);
    longer.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    const unsigned = new URL(url);
    unsigned.searchParams.delete('sig');
    for (const bad of [tampered, otherId, longer, unsigned]) {
      const res = await t.app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ rspMsgCd: 'MMCP3005', rspMsgInf: 'This download link is not valid or has expired.' });
    }

    const expired = await signedFileUrl(t.database.db, t.config, { fileId: listed.file_id, name: 'me.png' }, { ttlSeconds: -1 });
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    const fresh = await signedFileUrl(t.database.db, t.config, { fileId: listed.file_id, name: 'me.png' }, { ttlSeconds: 60 });
    expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    const ghost = await signedFileUrl(t.database.db, t.config, { fileId: 'nosuchfile0000000', name: 'x.png' });
    expect((await t.app.inject({ method: 'GET', url: ghost })).statusCode).toBe(404);
  });

  it('makes file names safe for headers and keeps bytes and tokens out of the logs', async () => {
    const owner = await signIn('0712345678', 'P', 'files-owner-0031');
    const res = await upload(owner, 'merchantUpload', [kind('document'), file('../../Mkataba <wa>: kazi\t.pdf', pdfFile())]);
    const listed = res.body.file_list![0]!;
    expect(listed.file_name).toBe('Mkataba wa kazi.pdf');
    const got = await privateDownload(owner, listed.file_id);
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Mkataba wa kazi.pdf"; filename*=UTF-8''Mkataba%20wa%20kazi.pdf`);
    const unicode = (await upload(owner, 'merchantUpload', [kind('document'), file('Ripoti ya mwaka – 2024.pdf', pdfFile())])).body.file_list![0]!;
    const second = await privateDownload(owner, unicode.file_id);
    expect((await t.app.inject({ method: 'GET', url: unicode.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: listed.url })).statusCode).toBe(200);
    expect(second.headers['content-disposition']).toBe(
      `attachment; filename="Ripoti ya mwaka _ 2024.pdf"; filename*=UTF-8''Ripoti%20ya%20mwaka%20%E2%80%93%202024.pdf`,
    );
    const logs = t.logs.join('');
    expect(logs).toContain('"url":"/file/merchantUpload"');
    expect(logs).not.toContain(owner.token!);
    expect(logs).not.toContain('%PDF');
    expect(logs).not.toContain(new URL(listed.url, 'http://x').searchParams.get('sig')!);
  });

  it('signs with one secret kept in the database', async () => {
    const rows = await t.database.db.selectFrom('keys').select(['id', 'purpose']).where('purpose', '=', 'file-url').execute();
    expect(rows).toEqual([{ id: 'file-url-v1', purpose: 'file-url' }]);
  });
});
