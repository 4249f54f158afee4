import { normalizeLines } from './text';

/** What a certificate of registration or incorporation shows. */
export interface CertificateFields {
  registrationNumber: string;
  businessName: string;
  /** 1 certificate of incorporation, 2 CR-12, 3 LLP2; absent for a business-name certificate. */
  documentType?: '1' | '2' | '3';
}

/**
 * Kenyan registration numbers as the Business Registration Service prints them: business names
 * BN-2B3C4D5E (older BN/2019/123456), private companies PVT-AAABBB1234 (older CPR/2015/123456),
 * public companies PLC-…, companies limited by guarantee CLG-…, limited liability partnerships
 * LLP-XXXXXX. OCR may put spaces around the separators or read O for 0 in the older numbers.
 */
const NEW_STYLE = /\b(BN|PVT|PLC|CLG|LLP)\s?-\s?([A-Z0-9]{6,12})\b/;
const OLD_STYLE = /\b(BN|CPR|PVT|CLG|PLC)\s?\/\s?([0-9OIl]{4})\s?\/\s?([0-9OIl]{3,8})\b/;

export function findRegistrationNumber(text: string): string | null {
  const upper = text.toUpperCase();
  const old = OLD_STYLE.exec(upper);
  if (old) {
    const digits = (s: string) => s.replace(/O/g, '0').replace(/[IL]/g, '1');
    return `${old[1]}/${digits(old[2]!)}/${digits(old[3]!)}`;
  }
  const current = NEW_STYLE.exec(upper);
  // A new-style number mixes letters and digits; a word such as 'PVT-LIMITED' is not one.
  if (current && /[0-9]/.test(current[2]!)) return `${current[1]}-${current[2]}`;
  return null;
}

/** Labels before a name (same line or the next), and the sentence certificates are worded in. */
const NAME_LABEL = /(?:BUSINESS\s?NAME|NAME\s?OF\s?(?:THE\s?)?(?:COMPANY|BUSINESS|FIRM|PARTNERSHIP|LIMITED\s?LIABILITY\s?PARTNERSHIP|LLP)|COMPANY\s?NAME)(?![A-Z])\s?[:.-]?\s?/;
const CERTIFY = /CERTIFY\s?THAT\s?[:,]?\s?(.+?)\s?(?:,\s?)?(?:IS\s|HAS\s|WAS\s|THIS\sDAY|HAVING\s|\(|$)/;

function cleanName(value: string): string | null {
  const name = value
    .replace(/\b(?:REGISTRATION|REG\.?|COMPANY|BUSINESS)\s?(?:NUMBER|NO\.?)\b.*$/, '')
    .replace(/[^A-Z0-9&'.,()\- ]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.:-]+|[\s,:-]+$/g, '')
    .trim();
  return name.length >= 2 && /[A-Z]{2}/.test(name) ? name : null;
}

export function findBusinessName(lines: string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const label = NAME_LABEL.exec(lines[i]!);
    if (!label) continue;
    const same = cleanName(lines[i]!.slice(label.index + label[0].length));
    if (same) return same;
    const next = lines[i + 1] ? cleanName(lines[i + 1]!) : null;
    if (next) return next;
  }
  // The sentence may wrap: read it over the joined text.
  const joined = lines.join(' ');
  const certify = CERTIFY.exec(joined);
  if (certify) return cleanName(certify[1]!);
  return null;
}

export function findDocumentType(text: string): '1' | '2' | '3' | undefined {
  const upper = text.toUpperCase().replace(/\s+/g, ' ');
  if (/\bCR\s?[-.]?\s?12\b/.test(upper)) return '2';
  if (/\bLLP\s?[-.]?\s?2\b|LIMITED LIABILITY PARTNERSHIP/.test(upper) && !/CERTIFICATE OF INCORPORATION/.test(upper)) return '3';
  if (/CERTIFICATE OF INCORPORATION/.test(upper)) return '1';
  return undefined;
}

/** Pure: the fields of a certificate from its text (PDF text layer or OCR). Null without a number and a name. */
export function parseCertificateText(text: string): CertificateFields | null {
  const registrationNumber = findRegistrationNumber(text);
  if (!registrationNumber) return null;
  const businessName = findBusinessName(normalizeLines(text));
  if (!businessName) return null;
  const documentType = findDocumentType(text);
  return { registrationNumber, businessName, ...(documentType ? { documentType } : {}) };
}
