import { afterAll, describe, expect, it } from 'vitest';
import { closeRecognition, readBusinessCertificate, RecognitionError, recognizeIdCard } from './index';
import { nationalIdLines, passportMrz, renderImage, renderPdf } from './testing/fixtures';

/**
 * Real OCR of generated images (tesseract.js with the English data from node_modules) and the
 * real PDF text layer; a few documents only, as OCR takes about a second an image.
 */
const OCR_TIMEOUT = 120_000;

afterAll(async () => {
  await closeRecognition();
});

describe('recognizing ID documents in images', () => {
  it(
    'reads a national ID card photographed as a PNG',
    async () => {
      const png = renderImage(
        nationalIdLines({ serial: '234567890', idNo: '31234567', names: 'AKINYI GRACE ODHIAMBO', dob: '14.03.1990', sex: 'FEMALE', district: 'KISUMU' }).map((text) => ({ text })),
      );
      const card = await recognizeIdCard(png, 'image/png');
      expect(card).toMatchObject({ idType: '01', idNo: '31234567', firstName: 'AKINYI', lastName: 'ODHIAMBO', otherNames: 'GRACE', dateOfBirth: '19900314' });
      expect(card.confidence).toBeGreaterThan(60);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a passport by its machine-readable zone from a JPEG',
    async () => {
      const [line1, line2] = passportMrz({ surname: 'OTIENO', given: ['JAMES', 'OCHIENG'], number: 'AK1234567', dob: '850101', sex: 'M', expiry: '300101' });
      const jpeg = renderImage(
        [{ text: 'PASSPORT  REPUBLIC OF KENYA' }, { text: 'Surname OTIENO' }, { text: line1, mono: true, size: 30 }, { text: line2, mono: true, size: 30 }],
        'jpeg',
        1700,
      );
      const card = await recognizeIdCard(jpeg, 'image/jpeg');
      expect(card).toMatchObject({ idType: '00', idNo: 'AK1234567', firstName: 'JAMES', lastName: 'OTIENO', otherNames: 'OCHIENG', dateOfBirth: '19850101' });
    },
    OCR_TIMEOUT,
  );

  it(
    'refuses an image without the fields of an ID document',
    async () => {
      const png = renderImage([{ text: 'KARIBU DUKA LETU' }, { text: 'OPEN 8AM TO 6PM' }]);
      await expect(recognizeIdCard(png, 'image/png')).rejects.toMatchObject({ name: 'RecognitionError', reason: 'FIELDS_NOT_FOUND' });
    },
    OCR_TIMEOUT,
  );

  it('refuses a file that is not a JPEG or PNG, or whose bytes contradict its type', async () => {
    const pdf = await renderPdf(['ID NUMBER 12345678']);
    await expect(recognizeIdCard(pdf, 'application/pdf')).rejects.toBeInstanceOf(RecognitionError);
    const png = renderImage([{ text: 'X' }]);
    await expect(recognizeIdCard(png, 'image/jpeg')).rejects.toMatchObject({ reason: 'UNSUPPORTED_TYPE' });
  });
});

describe('reading business certificates', () => {
  it('reads a certificate of incorporation from the PDF text layer', async () => {
    const pdf = await renderPdf([
      'REPUBLIC OF KENYA',
      'THE COMPANIES ACT, 2015',
      'CERTIFICATE OF INCORPORATION',
      'Company Number: PVT-AAABBB1234',
      'I hereby certify that ACME TRADERS LIMITED is this day incorporated under the Companies Act, 2015 and that the company is a private company limited by shares.',
    ]);
    await expect(readBusinessCertificate(pdf, 'application/pdf')).resolves.toEqual({
      registrationNumber: 'PVT-AAABBB1234',
      businessName: 'ACME TRADERS LIMITED',
      documentType: '1',
    });
  });

  it('reads a business name certificate in the older numbering', async () => {
    const pdf = await renderPdf(['THE REGISTRATION OF BUSINESS NAMES ACT', 'CERTIFICATE OF REGISTRATION', 'Business Name: MAMA MBOGA GROCERS', 'Registration No. BN/2019/123456']);
    await expect(readBusinessCertificate(pdf, 'application/pdf')).resolves.toEqual({ registrationNumber: 'BN/2019/123456', businessName: 'MAMA MBOGA GROCERS' });
  });

  it(
    'reads a photographed certificate by OCR',
    async () => {
      const png = renderImage([{ text: 'FORM CR12' }, { text: 'Name of Company: JUA KALI WORKS LIMITED' }, { text: 'Company Number: PVT-9XY8ZW7654' }]);
      await expect(readBusinessCertificate(png, 'image/png')).resolves.toEqual({
        registrationNumber: 'PVT-9XY8ZW7654',
        businessName: 'JUA KALI WORKS LIMITED',
        documentType: '2',
      });
    },
    OCR_TIMEOUT,
  );

  it('refuses a PDF with no registration number, and bytes that are no PDF', async () => {
    const pdf = await renderPdf(['Invoice 2024-001', 'Total KES 1,000.00']);
    await expect(readBusinessCertificate(pdf, 'application/pdf')).rejects.toMatchObject({ reason: 'FIELDS_NOT_FOUND' });
    await expect(readBusinessCertificate(Buffer.from('%PDF-1.7 broken'), 'application/pdf')).rejects.toMatchObject({ reason: 'UNREADABLE' });
    await expect(readBusinessCertificate(Buffer.from('hello'), 'text/plain')).rejects.toMatchObject({ reason: 'UNSUPPORTED_TYPE' });
  });
});
