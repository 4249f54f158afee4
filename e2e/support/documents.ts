import { nationalIdLines, renderImage, renderPdf } from '../../src/server/recognition/testing/fixtures';

/**
 * Documents made on the spot for the journeys, by the server's own test generators: a clean,
 * large-text national ID card that recognition reads reliably, and small text-layer PDFs.
 */
export function nationalIdPng(p: { firstName: string; lastName: string; idNo: string }): Buffer {
  const names = `${p.firstName} ${p.lastName}`.toUpperCase();
  return renderImage(
    nationalIdLines({ serial: '234567890', idNo: p.idNo, names, dob: '14.03.1990', sex: 'FEMALE', district: 'KISUMU' }).map((text) => ({ text })),
  );
}

export function certificatePdf(title: string, regNo: string, businessName: string): Promise<Buffer> {
  return renderPdf([title, `Registration Number: ${regNo}`, `Name of Company: ${businessName}`]);
}
