import { type CertificateFields, parseCertificateText } from './certificate';
import { RecognitionError } from './errors';
import { type IdCardFields, parseIdCardText } from './idCard';
import { closeOcr, ocrImage } from './ocr';
import { pdfText } from './pdfText';
import { sniffKind } from './sniff';

/**
 * Document recognition, offline: Kenyan ID cards and passports, and certificates of business
 * registration. No database here; the actions decide what to do with the fields.
 */
export type { CertificateFields } from './certificate';
export { parseCertificateText } from './certificate';
export { RecognitionError, type RecognitionFailure } from './errors';
export type { IdCardFields } from './idCard';
export { parseIdCardText } from './idCard';
export { parseMrz } from './mrz';

export interface RecognizedIdCard extends IdCardFields {
  /** The OCR engine's mean confidence over the image, 0 to 100. */
  confidence: number;
}

/** Reads a national ID card or passport from a JPEG or PNG image, or throws a RecognitionError. */
export async function recognizeIdCard(bytes: Buffer, mime: string): Promise<RecognizedIdCard> {
  sniffKind(bytes, mime, ['jpeg', 'png']);
  const ocr = await ocrImage(bytes);
  const fields = parseIdCardText(ocr.text);
  if (!fields) throw new RecognitionError('FIELDS_NOT_FOUND', 'no ID number and names in the image');
  return { ...fields, confidence: ocr.confidence };
}

/** Reads a certificate of registration or incorporation: a PDF's text layer, or an image by OCR. */
export async function readBusinessCertificate(bytes: Buffer, mime: string): Promise<CertificateFields> {
  const kind = sniffKind(bytes, mime, ['pdf', 'jpeg', 'png']);
  const text = kind === 'pdf' ? await pdfText(bytes) : (await ocrImage(bytes)).text;
  const fields = parseCertificateText(text);
  if (!fields) throw new RecognitionError('FIELDS_NOT_FOUND', 'no registration number and business name');
  return fields;
}

/** Ends the OCR worker; the app calls it when it closes. */
export function closeRecognition(): Promise<void> {
  return closeOcr();
}
