import { describe, expect, it } from 'vitest';
import { reverseDeviceId } from '../../../shared/protocol/common';
import { closeRecognition } from '../../recognition';
import { nationalIdLines, renderImage, renderPdf } from '../../recognition/testing/fixtures';
import type { WireClient } from '../../testing/client';
import { latestOtp, withTestApp } from '../../testing/harness';
import { type FormPart, multipartBody } from '../../testing/multipart';

const t = withTestApp();
const OCR_TIMEOUT = 120_000;

interface Person {
  client: WireClient;
  personId: string;
}

/** A new owner through the real registration flow, signed in, without a business. */
async function registered(n: number, names: { firstName: string; lastName: string }, idNo: string): Promise<Person> {
  const phone = `07440${String(n).padStart(5, '0')}`;
  const client = t.client(`recognition-device-${n}`);
  const sent = await client.call<{ jrnNo: string }>('UnLoginSendOtp', { businessType: '01', userId: phone, userIdType: 'P' });
  const checked = await client.call<{ ticket: string }>('UnLoginCheckOtp', { businessType: '01', jrnNo: sent.body.jrnNo, otp: await latestOtp(t, `254${phone.slice(1)}`) });
  const reg = await client.call<{ registerToken: string }>('GetRegisterSessionToken', { ticket: checked.body.ticket });
  const registerToken = reg.body.registerToken;
  const info = await client.call('UpdatePersonInfo', { registerToken, ...names, idType: '01', idNo });
  expect(info.body.rspMsgCd).toBe('MMC00000');
  await client.call('SetUpOwnerPassword', { registerToken, passwordType: '1', password: await client.seal('Recognise@2026') });
  await client.call('SetUpOwnerPassword', { registerToken, passwordType: '0', password: await client.seal('4321') });
  if (!client.token) throw new Error('registration did not sign in');
  const row = await t.database.db.selectFrom('persons').select('id').where('phone', '=', `254${phone.slice(1)}`).executeTakeFirstOrThrow();
  return { client, personId: row.id };
}

/** Uploads through the file service's own route, as the browser does; answers the file id. */
async function upload(client: WireClient, kind: 'picture' | 'certificate', filename: string, data: Buffer, contentType: string): Promise<string> {
  const parts: FormPart[] = [
    { name: 'kind', value: kind },
    { name: 'file', filename, data, contentType },
  ];
  const body = multipartBody(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/file/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-session-token': client.token ?? '', 'x-device-id': reverseDeviceId(client.deviceId) },
  });
  const rotated = res.headers['x-session-token'];
  if (typeof rotated === 'string') client.token = rotated;
  const json = res.json() as { rspMsgCd: string; file_list?: { file_id: string }[] };
  if (json.rspMsgCd !== 'MMC00000' || !json.file_list?.[0]) throw new Error(`upload failed: ${res.body}`);
  return json.file_list[0].file_id;
}

function idCardPng(p: { idNo: string; names: string }): Buffer {
  return renderImage(nationalIdLines({ serial: '234567890', idNo: p.idNo, names: p.names, dob: '14.03.1990', sex: 'FEMALE', district: 'KISUMU' }).map((text) => ({ text })));
}

describe('VerifyAndRecognizeIdCard', () => {
  it(
    'reads my ID card, answers its fields and marks my ID as uploaded when it matches my registration',
    async () => {
      const me = await registered(1, { firstName: 'Akinyi', lastName: 'Odhiambo' }, '31234567');
      expect((await me.client.call('QryUserInformation')).body).toMatchObject({ idUploadFlag: 'N' });
      const fileId = await upload(me.client, 'picture', 'id-front.png', idCardPng({ idNo: '31234567', names: 'AKINYI GRACE ODHIAMBO' }), 'image/png');

      const res = await me.client.call('VerifyAndRecognizeIdCard', { fileId });
      expect(res.body).toMatchObject({
        rspMsgCd: 'MMC00000',
        idType: '01',
        idNo: '31234567',
        firstName: 'AKINYI',
        lastName: 'ODHIAMBO',
        otherNames: 'GRACE',
        dateOfBirth: '19900314',
        idUploadFlag: 'Y',
      });
      expect((await me.client.call('QryUserInformation')).body).toMatchObject({ idUploadFlag: 'Y' });
      const person = await t.database.db.selectFrom('persons').select(['id_upload_flag', 'id_file_id']).where('id', '=', me.personId).executeTakeFirstOrThrow();
      expect(person).toEqual({ id_upload_flag: 'Y', id_file_id: fileId });
    },
    OCR_TIMEOUT,
  );

  it(
    "refuses someone else's ID card with 'Name and ID number do not match' and shows what it read",
    async () => {
      const me = await registered(2, { firstName: 'Baraka', lastName: 'Mwangi' }, '32345678');
      const fileId = await upload(me.client, 'picture', 'id.png', idCardPng({ idNo: '39999999', names: 'ZAWADI NJERI KARIUKI' }), 'image/png');
      const res = await me.client.call('VerifyAndRecognizeIdCard', { fileId });
      expect(res.body).toMatchObject({ rspMsgCd: 'MMCP3102', rspMsgInf: 'Name and ID number do not match', idNo: '39999999', firstName: 'ZAWADI', idUploadFlag: 'N' });
      expect((await me.client.call('QryUserInformation')).body).toMatchObject({ idUploadFlag: 'N' });
      const zh = await me.client.call('VerifyAndRecognizeIdCard', { fileId }, { locale: 'zh-CN' });
      expect(zh.body).toMatchObject({ rspMsgCd: 'MMCP3102', rspMsgInf: '姓名与证件号码不匹配' });
    },
    OCR_TIMEOUT,
  );

  it(
    "answers 'We can't recognize your image, please try again' for a picture that is no ID document",
    async () => {
      const me = await registered(3, { firstName: 'Chebet', lastName: 'Kiprono' }, '33456789');
      const fileId = await upload(me.client, 'picture', 'shop.png', renderImage([{ text: 'KARIBU DUKA LETU' }, { text: 'OPEN 8AM TO 6PM' }]), 'image/png');
      const res = await me.client.call('VerifyAndRecognizeIdCard', { fileId });
      expect(res.body).toMatchObject({ rspMsgCd: 'MMCP3101', rspMsgInf: "We can't recognize your image, please try again" });

      const pdf = await upload(me.client, 'certificate', 'id.pdf', await renderPdf(['ID NUMBER 33456789']), 'application/pdf');
      expect((await me.client.call('VerifyAndRecognizeIdCard', { fileId: pdf })).body).toMatchObject({ rspMsgCd: 'MMCP3105' });
      await closeRecognition();
    },
    OCR_TIMEOUT,
  );

  it("refuses another person's file and an unknown one alike", async () => {
    const owner = await registered(4, { firstName: 'Daudi', lastName: 'Otieno' }, '34567891');
    const other = await registered(5, { firstName: 'Eunice', lastName: 'Wambui' }, '35678912');
    const fileId = await upload(owner.client, 'picture', 'id.png', renderImage([{ text: 'X' }]), 'image/png');
    expect((await other.client.call('VerifyAndRecognizeIdCard', { fileId })).body.rspMsgCd).toBe('MMCP3002');
    expect((await other.client.call('OcrBusRegCert', { fileId: 'no-such-file' })).body.rspMsgCd).toBe('MMCP3002');
    expect((await other.client.call('VerifyAndRecognizeIdCard', {})).body.rspMsgCd).toBe('MMCP0006');
    expect((await t.client('recognition-anonymous').call('VerifyAndRecognizeIdCard', { fileId })).body.rspMsgCd).toBe('SCM60401');
  });
});

describe('OcrBusRegCert', () => {
  it('reads the registration number, business name and document type of a certificate PDF', async () => {
    const me = await registered(6, { firstName: 'Faith', lastName: 'Achieng' }, '36789123');
    const pdf = await renderPdf([
      'REPUBLIC OF KENYA',
      'THE COMPANIES ACT, 2015',
      'CERTIFICATE OF INCORPORATION',
      'Company Number: PVT-AAABBB1234',
      'I hereby certify that ACME TRADERS LIMITED is this day incorporated under the Companies Act, 2015.',
    ]);
    const fileId = await upload(me.client, 'certificate', 'incorporation.pdf', pdf, 'application/pdf');
    expect((await me.client.call('OcrBusRegCert', { fileId })).body).toMatchObject({
      rspMsgCd: 'MMC00000',
      registrationNumber: 'PVT-AAABBB1234',
      businessName: 'ACME TRADERS LIMITED',
      documentType: '1',
    });

    const bn = await upload(me.client, 'certificate', 'bn.pdf', await renderPdf(['Business Name: MAMA MBOGA GROCERS', 'Registration No. BN-2B3C4D5E']), 'application/pdf');
    expect((await me.client.call('OcrBusRegCert', { fileId: bn })).body).toMatchObject({ registrationNumber: 'BN-2B3C4D5E', businessName: 'MAMA MBOGA GROCERS', documentType: null });
  });

  it('says so when a certificate shows no registration number', async () => {
    const me = await registered(7, { firstName: 'Gitau', lastName: 'Njoroge' }, '37891234');
    const fileId = await upload(me.client, 'certificate', 'invoice.pdf', await renderPdf(['Invoice 2024-001', 'Total KES 1,000.00']), 'application/pdf');
    expect((await me.client.call('OcrBusRegCert', { fileId })).body).toMatchObject({ rspMsgCd: 'MMCP3104' });
  });
});

describe('PelezaCheck', () => {
  /** Calls PelezaCheck until the status leaves process (the simulator calls back at once under test). */
  async function settled(client: WireClient) {
    for (let i = 0; i < 50; i++) {
      const res = await client.call<{ pelezaSts: string }>('PelezaCheck', {});
      if (res.body.pelezaSts === '00' || res.body.pelezaSts === '01') return res;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the identity check did not settle');
  }

  async function age(personId: string) {
    await t.database.db.updateTable('identity_checks').set({ updated_at: '2000-01-01T00:00:00.000Z' }).where('person_id', '=', personId).execute();
  }

  it('checks my registered ID and passes: my KYC status becomes passed', async () => {
    const me = await registered(8, { firstName: 'Halima', lastName: 'Hassan' }, '38912345');
    const first = await me.client.call<{ pelezaSts: string }>('PelezaCheck', {});
    expect(first.body.rspMsgCd).toBe('MMC00000');
    expect(['03', '00']).toContain(first.body.pelezaSts);
    expect((await settled(me.client)).body).toMatchObject({ pelezaSts: '00', kycSts: '02', reason: null });
    // The rail's callback copies the result onto the person on its own time: wait for it, briefly.
    let person = { peleza_status: null as string | null, kyc_status: null as string | null };
    for (let i = 0; i < 50 && person.kyc_status !== '02'; i++) {
      person = await t.database.db.selectFrom('persons').select(['peleza_status', 'kyc_status']).where('id', '=', me.personId).executeTakeFirstOrThrow();
      if (person.kyc_status !== '02') await new Promise((r) => setTimeout(r, 20));
    }
    expect(person).toEqual({ peleza_status: '00', kyc_status: '02' });
    const checks = await t.database.db.selectFrom('identity_checks').selectAll().where('person_id', '=', me.personId).execute();
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ id_type: '01', id_no: '38912345', names: 'Halima Hassan', status: '00', merchant_id: null });
  });

  it("fails when the registry does not know my names with that number, and tries again only with the ID given anew", async () => {
    const me = await registered(9, { firstName: 'Imani', lastName: 'Kilonzo' }, '39123450');
    await me.client.call('PelezaCheck', {});
    expect((await settled(me.client)).body).toMatchObject({ pelezaSts: '01', kycSts: '00', reason: 'Name and ID number do not match' });
    expect((await me.client.call('PelezaCheck', {})).body).toMatchObject({ pelezaSts: '01' });
    // Another number than the registered one is refused; the same one starts a new check.
    expect((await me.client.call('PelezaCheck', { idType: '01', idNo: '11111111' })).body).toMatchObject({ rspMsgCd: 'MMCP3102' });
    await me.client.call('PelezaCheck', { idType: '01', idNo: '39123450' });
    expect(await t.database.db.selectFrom('identity_checks').select('id').where('person_id', '=', me.personId).execute()).toHaveLength(2);
  });

  it('stays in process while the registry is silent, and queries it once the check has waited too long', async () => {
    const me = await registered(10, { firstName: 'Jabali', lastName: 'Mutua' }, '31234569');
    expect((await me.client.call('PelezaCheck', {})).body).toMatchObject({ pelezaSts: '03', kycSts: '01' });
    expect((await me.client.call('PelezaCheck', {})).body).toMatchObject({ pelezaSts: '03' });
    await age(me.personId);
    expect((await me.client.call('PelezaCheck', {})).body).toMatchObject({ pelezaSts: '00', kycSts: '02' });
  });

  it('stays at initialise when the service cannot be reached, and hands the check over again later', async () => {
    const me = await registered(11, { firstName: 'Kendi', lastName: 'Muthoni' }, '31234568');
    expect((await me.client.call('PelezaCheck', {})).body).toMatchObject({ pelezaSts: '02', kycSts: '01' });
    await age(me.personId);
    expect((await me.client.call('PelezaCheck', {})).body).toMatchObject({ pelezaSts: '02' });
    expect(await t.database.db.selectFrom('identity_checks').select('id').where('person_id', '=', me.personId).execute()).toHaveLength(1);
  });

  it('asks for an ID first when I have none, and takes both ID fields or neither', async () => {
    const me = await registered(12, { firstName: 'Lulu', lastName: 'Wekesa' }, '31234561');
    await t.database.db.updateTable('persons').set({ id_type: null, id_no: null }).where('id', '=', me.personId).execute();
    expect((await me.client.call('PelezaCheck', {})).body).toMatchObject({ rspMsgCd: 'MMCP3103' });
    expect((await me.client.call('PelezaCheck', { idType: '01' })).body).toMatchObject({ rspMsgCd: 'MMCP0006' });
    const res = await me.client.call<{ pelezaSts: string }>('PelezaCheck', { idType: '01', idNo: '31234561' });
    expect(['03', '00']).toContain(res.body.pelezaSts);
    const person = await t.database.db.selectFrom('persons').select(['id_type', 'id_no']).where('id', '=', me.personId).executeTakeFirstOrThrow();
    expect(person).toEqual({ id_type: '01', id_no: '31234561' });
  });
});
