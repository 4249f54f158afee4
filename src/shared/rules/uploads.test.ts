import { describe, expect, it } from 'vitest';
import { docFile, jpegFile, pdfFile, pngFile, tiffFile, zipFile } from '../../server/testing/multipart';
import { checkUpload, checkUploadCount, fileExtension, imageSize, isFourByThree, MB, sanitizeFileName, sniffType } from './uploads';

describe('upload rules', () => {
  it('knows a file by its content, not its name', () => {
    expect(sniffType(jpegFile())).toBe('jpeg');
    expect(sniffType(pngFile())).toBe('png');
    expect(sniffType(tiffFile())).toBe('tiff');
    expect(sniffType(pdfFile())).toBe('pdf');
    expect(sniffType(docFile())).toBe('ole2');
    expect(sniffType(zipFile())).toBe('docx');
    expect(sniffType(zipFile({ 'a.txt': 'x' }))).toBe('zip');
    expect(sniffType(new TextEncoder().encode('hello'))).toBeNull();
  });

  it('reads the pixel size from JPEG, PNG and TIFF headers', () => {
    expect(imageSize(jpegFile(1024, 768), 'jpeg')).toEqual({ width: 1024, height: 768 });
    expect(imageSize(pngFile(30, 40), 'png')).toEqual({ width: 30, height: 40 });
    expect(imageSize(tiffFile(800, 600), 'tiff')).toEqual({ width: 800, height: 600 });
  });

  it('takes 4:3 and 3:4 within a pixel or two, nothing else', () => {
    expect(isFourByThree({ width: 4032, height: 3024 })).toBe(true);
    expect(isFourByThree({ width: 3024, height: 4032 })).toBe(true);
    expect(isFourByThree({ width: 1025, height: 768 })).toBe(true);
    expect(isFourByThree({ width: 1920, height: 1080 })).toBe(false);
    expect(isFourByThree({ width: 100, height: 100 })).toBe(false);
  });

  it('answers the spec keys for format and size', () => {
    const pic = (bytes: Uint8Array, size = bytes.length) => checkUpload('picture', { name: 'x', size, bytes });
    expect(pic(pngFile())).toMatchObject({ ok: true, mime: 'image/png' });
    expect(pic(tiffFile())).toEqual({ ok: false, message: 'pic_format' });
    expect(pic(pngFile(), 5 * MB)).toEqual({ ok: false, message: 'pic_size' });
    expect(checkUpload('businessPhoto', { name: 'x', size: 10, bytes: pngFile(16, 9) })).toEqual({ ok: false, message: 'MMCP3004' });
    expect(checkUpload('certificate', { name: 'c.pdf', size: 2 * MB, bytes: pdfFile() })).toMatchObject({ ok: true });
    expect(checkUpload('certificate', { name: 'c.pdf', size: 2 * MB + 1, bytes: pdfFile() })).toEqual({ ok: false, message: 'file_size' });
    expect(checkUpload('document', { name: 'a.PDF', size: 10, bytes: pdfFile() })).toMatchObject({ ok: true });
    expect(checkUpload('document', { name: 'a.pdf', size: 10, bytes: pngFile() })).toEqual({ ok: false, message: 'file_format' });
    expect(checkUpload('document', { name: 'a.txt', size: 10, bytes: pdfFile() })).toEqual({ ok: false, message: 'file_format' });
    expect(checkUpload('document', { name: 'a.doc', size: 10 * MB, bytes: docFile() })).toEqual({ ok: false, message: 'file_size' });
  });

  it('allows one file by default and never more than the cap', () => {
    expect(checkUploadCount(1)).toBeNull();
    expect(checkUploadCount(2)).toBe('MMCP3003');
    expect(checkUploadCount(2, 3)).toBeNull();
    expect(checkUploadCount(6, 10)).toBe('MMCP3003');
  });

  it('makes names safe without losing the extension', () => {
    expect(sanitizeFileName('C:\\fakepath\\photo.JPG')).toBe('photo.JPG');
    expect(sanitizeFileName('../../"evil"\u0000\n.pdf')).toBe('evil.pdf');
    expect(sanitizeFileName('...')).toBe('file');
    const long = sanitizeFileName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(120);
    expect(fileExtension(long)).toBe('docx');
  });
});
