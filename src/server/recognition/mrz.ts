import { calendarDate, toDigits } from './text';

/**
 * The machine-readable zone of a passport (ICAO 9303, TD3): two lines of 44 characters.
 * Line 1: P, type, issuing state, SURNAME<<GIVEN<NAMES. Line 2: document number and its check
 * digit, nationality, birth date and its check digit, sex, expiry and its check digit, personal
 * number, check digits. OCR reads the filler '<' as '«', 'K' or a space now and then; the check
 * digits decide which reading is right.
 */
export interface MrzFields {
  documentNumber: string;
  issuingState: string;
  nationality: string;
  surname: string;
  givenNames: string[];
  /** YYYYMMDD */
  dateOfBirth: string;
  sex: 'M' | 'F' | null;
  /** YYYYMMDD */
  expiryDate: string | null;
  /** Whether the composite check digit (over the whole of line 2) held as well. */
  compositeValid: boolean;
}

const WEIGHTS = [7, 3, 1];

export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field[i]!;
    const v = c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : 0;
    sum += v * WEIGHTS[i % 3]!;
  }
  return sum % 10;
}

function cleanMrzLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/«/g, '<<')
    .replace(/[‹([{]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');
}

const LINE2 = /([A-Z0-9<]{9})([0-9OIDQSBZG])([A-Z<]{3})([0-9OIDQSBZG]{6})([0-9OIDQSBZG])([MF<])([0-9OIDQSBZG]{6})([0-9OIDQSBZG])([A-Z0-9<]{14})?([0-9OIDQSBZG<])?([0-9OIDQSBZG])?/;

/** Readings of the document number to try: as read, then with look-alike letters after the prefix as digits. */
function numberReadings(raw: string): string[] {
  const prefix = /^[A-Z]{0,2}/.exec(raw)?.[0] ?? '';
  const fixed = prefix + toDigits(raw.slice(prefix.length));
  return fixed === raw ? [raw] : [raw, fixed];
}

function century(yy: number, future: boolean): number {
  const now = new Date().getUTCFullYear() % 100;
  if (future) return 2000 + yy;
  return yy > now ? 1900 + yy : 2000 + yy;
}

export function parseMrz(text: string): MrzFields | null {
  const lines = text.split(/\r?\n/).map(cleanMrzLine).filter((l) => l.length >= 30);
  for (let i = 0; i < lines.length; i++) {
    const second = LINE2.exec(lines[i]!);
    if (!second) continue;
    const first = [lines[i - 1], lines[i - 2]].find((l) => l && /^P[A-Z<]/.test(l.replace(/^[^P]{0,2}/, '')));
    if (!first) continue;
    const fields = readMrz(first.replace(/^[^P]{0,2}/, ''), second);
    if (fields) return fields;
  }
  return null;
}

function readMrz(line1: string, m: RegExpExecArray): MrzFields | null {
  const numberCheck = Number(toDigits(m[2]!));
  const documentNumber = numberReadings(m[1]!).find((n) => mrzCheckDigit(n) === numberCheck);
  if (!documentNumber) return null;
  const dob = toDigits(m[4]!);
  if (mrzCheckDigit(dob) !== Number(toDigits(m[5]!))) return null;
  const dateOfBirth = calendarDate(century(Number(dob.slice(0, 2)), false), Number(dob.slice(2, 4)), Number(dob.slice(4, 6)));
  if (!dateOfBirth) return null;
  const expiry = toDigits(m[7]!);
  const expiryOk = mrzCheckDigit(expiry) === Number(toDigits(m[8]!));
  const expiryDate = expiryOk ? `${century(Number(expiry.slice(0, 2)), true)}${expiry.slice(2)}` : null;

  let compositeValid = false;
  if (m[9] && m[10] && m[11]) {
    const composite = `${documentNumber}${numberCheck}${dob}${toDigits(m[5]!)}${expiry}${toDigits(m[8]!)}${m[9]}${m[10]}`;
    compositeValid = mrzCheckDigit(composite) === Number(toDigits(m[11]));
  }

  // Names: the filler starts at the first run of three '<'; surname and given names part at '<<'.
  const issuingState = line1.slice(2, 5).replace(/</g, '');
  let names = line1.slice(5);
  const filler = names.search(/<<</);
  if (filler >= 0) names = names.slice(0, filler);
  const [surnamePart = '', givenPart = ''] = names.split('<<');
  const surname = surnamePart.replace(/</g, ' ').replace(/[^A-Z ]/g, '').trim();
  const givenNames = givenPart
    .split('<')
    .map((n) => n.replace(/[^A-Z]/g, ''))
    .filter((n) => n.length > 0);
  if (!surname) return null;

  return {
    documentNumber: documentNumber.replace(/</g, ''),
    issuingState,
    nationality: m[3]!.replace(/</g, ''),
    surname,
    givenNames,
    dateOfBirth,
    sex: m[6] === 'M' || m[6] === 'F' ? m[6] : null,
    expiryDate,
    compositeValid,
  };
}
