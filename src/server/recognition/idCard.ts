import { parseMrz } from './mrz';
import { findDate, normalizeLines, toDigits } from './text';

/** What an ID document shows, as the registration form wants it. */
export interface IdCardFields {
  /** 01 National ID, 00 Passport (spec 000 section 3). */
  idType: '01' | '00';
  idNo: string;
  firstName: string;
  lastName: string;
  otherNames?: string;
  /** YYYYMMDD */
  dateOfBirth?: string;
}

/**
 * Reads the fields of a Kenyan national ID card or a passport from OCR text. Pure: the OCR is
 * elsewhere. A passport is known by its machine-readable zone (check digits must hold); a national
 * ID by its labels: SERIAL NUMBER, ID NUMBER, FULL NAMES, DATE OF BIRTH, SEX, DISTRICT OF BIRTH.
 * Answers null when the text does not give at least the number and the names.
 */
export function parseIdCardText(text: string): IdCardFields | null {
  const mrz = parseMrz(text);
  if (mrz) {
    const [firstName = mrz.surname, ...others] = mrz.givenNames;
    return {
      idType: '00',
      idNo: mrz.documentNumber,
      firstName,
      lastName: mrz.surname,
      ...(others.length ? { otherNames: others.join(' ') } : {}),
      dateOfBirth: mrz.dateOfBirth,
    };
  }
  return parseNationalId(normalizeLines(text));
}

// Labels as OCR tends to read them: I/1/l for I, 0 for O, 5 for S, doubled or dropped letters.
const ID_LABEL = /(?:^|[^A-Z0-9])(?:[I1L|]\s?D|IDENTITY|NATIONAL\s?ID)\s?(?:N[O0U]M?B?E+R?S?|N[O0]\.?|NUMBER)(?![A-Z])/;
const SERIAL_LABEL = /SER[I1L]A[L1I]\s?(?:N[O0U]M?B?E*R?|N[O0]\.?)/;
const NAMES_LABEL = /F[UV]L{1,2}\s?NAM[E3][S5]?/;
const SURNAME_LABEL = /SUR\s?NAM[E3]/;
const GIVEN_LABEL = /GIVEN\s?NAM[E3][S5]?/;
const DOB_LABEL = /DAT[E3]\s?[O0]F\s?B[I1L]RTH/;
/** Words that start the next field, so a name read never runs into them. */
const STOP_WORDS = new Set(['DATE', 'SEX', 'DISTRICT', 'PLACE', 'ISSUE', 'HOLDER', 'SIGN', 'SIGNATURE', 'SERIAL', 'NUMBER', 'BIRTH', 'MALE', 'FEMALE', 'REPUBLIC', 'KENYA', 'JAMHURI', 'YA', 'OF', 'ID', 'FULL', 'NAMES', 'NAME']);

/** Digit runs of 6 to 9 (letters that look like digits allowed inside), each as digits. */
function numberTokens(line: string): string[] {
  return (line.match(/[0-9OIlSBZDQ]{6,10}/g) ?? [])
    .map(toDigits)
    .filter((t) => /^[0-9]{6,9}$/.test(t) && /[0-9]{4}/.test(t));
}

function findIdNumber(lines: string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const label = ID_LABEL.exec(line);
    if (!label) continue;
    const after = line.slice(label.index + label[0].length);
    const same = numberTokens(after.replace(/^[\s:.;,-]+/, ''))[0];
    if (same) return same;
    // Labels above their values: take the value in the same column order as the label.
    const next = lines[i + 1] ? numberTokens(lines[i + 1]!) : [];
    if (next.length === 0) continue;
    const serial = SERIAL_LABEL.exec(line);
    if (serial && next.length > 1) return serial.index < label.index ? next[1]! : next[0]!;
    // One number under two labels: which one it is cannot be told.
    if (serial && next.length === 1) continue;
    return next[0]!;
  }
  return null;
}

/** Name words of a line: letters only, two or more, up to the next label. */
function nameWords(line: string): string[] {
  const words: string[] = [];
  for (const raw of line.split(/\s+/)) {
    const word = raw.replace(/[^A-Z'-]/g, '').replace(/^['-]+|['-]+$/g, '');
    if (STOP_WORDS.has(word)) {
      if (words.length > 0) break;
      continue;
    }
    if (word.length >= 2 && /^[A-Z][A-Z'-]*$/.test(word)) words.push(word);
  }
  return words;
}

function valueAfter(lines: string[], label: RegExp, read: (text: string) => string[]): string[] {
  for (let i = 0; i < lines.length; i++) {
    const match = label.exec(lines[i]!);
    if (!match) continue;
    const same = read(lines[i]!.slice(match.index + match[0].length));
    if (same.length > 0) return same;
    for (const next of lines.slice(i + 1, i + 3)) {
      const found = read(next);
      if (found.length > 0) return found;
    }
  }
  return [];
}

function parseNationalId(lines: string[]): IdCardFields | null {
  const idNo = findIdNumber(lines);
  if (!idNo) return null;

  let firstName: string | undefined;
  let lastName: string | undefined;
  let otherNames: string[] = [];
  const full = valueAfter(lines, NAMES_LABEL, nameWords);
  if (full.length >= 2) {
    firstName = full[0];
    lastName = full[full.length - 1];
    otherNames = full.slice(1, -1);
  } else {
    const surname = valueAfter(lines, SURNAME_LABEL, nameWords);
    const given = valueAfter(lines, GIVEN_LABEL, nameWords);
    if (surname.length > 0 && given.length > 0) {
      lastName = surname.join(' ');
      [firstName, ...otherNames] = given;
    }
  }
  if (!firstName || !lastName) return null;

  const dob = valueAfter(lines, DOB_LABEL, (t) => {
    const d = findDate(t);
    return d ? [d] : [];
  })[0];
  return {
    idType: '01',
    idNo,
    firstName,
    lastName,
    ...(otherNames.length ? { otherNames: otherNames.join(' ') } : {}),
    ...(dob ? { dateOfBirth: dob } : {}),
  };
}
