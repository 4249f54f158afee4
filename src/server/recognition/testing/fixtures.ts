import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { mrzCheckDigit } from '../mrz';

/**
 * Test documents made on the spot: PDFs by pdfkit, images by @napi-rs/canvas with DejaVu fonts
 * from the dejavu-fonts-ttf package (so no system font is needed). Nothing is fetched.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fontsReady = false;
function fonts() {
  if (!fontsReady) {
    GlobalFonts.registerFromPath(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'), 'FixtureSans');
    GlobalFonts.registerFromPath(path.join(FONT_DIR, 'DejaVuSansMono-Bold.ttf'), 'FixtureMono');
    fontsReady = true;
  }
}

export interface TextLine {
  text: string;
  /** Monospaced (the passport's machine-readable zone). */
  mono?: boolean;
  size?: number;
}

/** Large black text on white: what a clear photo of a document gives the OCR. */
export function renderImage(lines: TextLine[], format: 'png' | 'jpeg' = 'png', width = 1500): Buffer {
  fonts();
  const lineHeight = (l: TextLine) => (l.size ?? 38) * 1.9;
  const height = Math.ceil(lines.reduce((h, l) => h + lineHeight(l), 80));
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  let y = 40;
  for (const line of lines) {
    y += lineHeight(line);
    g.font = `${line.size ?? 38}px ${line.mono ? 'FixtureMono' : 'FixtureSans'}`;
    g.fillText(line.text, 40, y - (line.size ?? 38) * 0.6);
  }
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 95);
}

export async function renderPdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: 'Certificate' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica').fontSize(14);
  for (const line of lines) doc.text(line).moveDown(0.5);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The two 44-character lines of a TD3 passport zone, check digits computed. */
export function passportMrz(p: { surname: string; given: string[]; number: string; dob: string; sex: 'M' | 'F'; expiry: string; state?: string }): [string, string] {
  const state = p.state ?? 'KEN';
  const line1 = `P<${state}${p.surname.replace(/ /g, '<')}<<${p.given.join('<')}`.padEnd(44, '<').slice(0, 44);
  const number = p.number.padEnd(9, '<');
  const personal = ''.padEnd(14, '<');
  const body = `${number}${mrzCheckDigit(number)}${state}${p.dob}${mrzCheckDigit(p.dob)}${p.sex}${p.expiry}${mrzCheckDigit(p.expiry)}${personal}${mrzCheckDigit(personal)}`;
  const composite = `${number}${mrzCheckDigit(number)}${p.dob}${mrzCheckDigit(p.dob)}${p.expiry}${mrzCheckDigit(p.expiry)}${personal}${mrzCheckDigit(personal)}`;
  return [line1, `${body}${mrzCheckDigit(composite)}`];
}

/** The face of a Kenyan national ID card, as text lines. */
export function nationalIdLines(p: { serial: string; idNo: string; names: string; dob: string; sex: string; district: string }): string[] {
  return [
    'JAMHURI YA KENYA  REPUBLIC OF KENYA',
    `SERIAL NUMBER: ${p.serial}`,
    `ID NUMBER: ${p.idNo}`,
    'FULL NAMES',
    p.names,
    'DATE OF BIRTH',
    p.dob,
    'SEX',
    p.sex,
    'DISTRICT OF BIRTH',
    p.district,
  ];
}
