import { describe, expect, it } from 'vitest';
import { countRefusal, uploadRefusal } from './uploadCheck';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fileOf = (bytes: number[], name: string, pad = 0) => new File([new Uint8Array(bytes), new Uint8Array(pad)], name);

describe('upload checks in the browser', () => {
  it('accepts a PNG picture', async () => {
    expect(await uploadRefusal('picture', fileOf(PNG, 'id.png'))).toBeNull();
  });

  it('refuses a PDF as a picture with pic_format', async () => {
    expect(await uploadRefusal('picture', fileOf([...Buffer.from('%PDF-1.4')], 'id.png'))).toBe('Please upload a JPG or PNG picture');
  });

  it('refuses a picture of 5 MB with pic_size', async () => {
    expect(await uploadRefusal('picture', fileOf(PNG, 'big.png', 5 * 1024 * 1024))).toBe('The picture must be smaller than 5 MB');
  });

  it('refuses a PNG renamed .pdf as a certificate', async () => {
    expect(await uploadRefusal('certificate', fileOf(PNG, 'cert.pdf'))).not.toBeNull();
  });

  it('refuses a document whose extension is not accepted', async () => {
    expect(await uploadRefusal('document', fileOf([...Buffer.from('%PDF-1.4')], 'notes.txt'))).not.toBeNull();
    expect(await uploadRefusal('document', fileOf([...Buffer.from('%PDF-1.4')], 'notes.pdf'))).toBeNull();
  });

  it('says the maximum number of uploads has been reached past the limit', () => {
    expect(countRefusal(1)).toBeNull();
    expect(countRefusal(2)).toBe('The maximum number of uploads has been reached');
    expect(countRefusal(3, 3)).toBeNull();
  });
});
