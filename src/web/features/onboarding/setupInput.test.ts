import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft';
import { missingParts } from './requirements';
import { toSetUpInput } from './setupInput';

const file = (fileId: string) => ({ fileId, fileName: `${fileId}.pdf`, url: '/file/download' });

describe('business setup draft', () => {
  it('asks a limited company for both documents and a director', () => {
    const draft = { ...emptyDraft('u1'), businessType: '3' as const };
    expect(missingParts(draft)).toEqual(['onboarding.documentType.1', 'onboarding.documentType.2', 'onboarding.missing.director']);
  });

  it('asks a partnership for a partner only', () => {
    const draft = { ...emptyDraft('u1'), businessType: '2' as const };
    expect(missingParts(draft)).toEqual(['onboarding.missing.partner']);
  });

  it('asks an unregistered sole proprietorship for nothing more', () => {
    expect(missingParts({ ...emptyDraft('u1'), businessType: '0' })).toEqual([]);
  });

  it('sends phones in wire form, documents by type and leaves empty optional fields out', () => {
    const input = toSetUpInput({
      ...emptyDraft('u1'),
      businessType: '3',
      details: { businessName: 'Amani Ltd', industry: 'RET', sector: 'RET01', county: '047', town: 'Nairobi CBD', address: 'Moi Avenue', postalAddress: ' ', altPhone: '712345678', kraPin: 'P051234567X', regNo: 'PVT-12345678' },
      documents: { '1': [file('f1')], '2': [file('f2')] },
      stakeholders: [{ key: 'k', firstName: 'Otieno', lastName: 'Ouma', phone: '722000111', designation: '1' }],
    });
    expect(input).toMatchObject({
      businessType: '3',
      altPhone: '254712345678',
      postalAddress: undefined,
      documents: [{ docType: '1', fileId: 'f1' }, { docType: '2', fileId: 'f2' }],
      stakeholders: [{ firstName: 'Otieno', lastName: 'Ouma', mblNo: '254722000111', email: undefined, designation: '1' }],
      bank: undefined,
    });
  });

  it('drops the registration number and KRA PIN of an unregistered business', () => {
    const input = toSetUpInput({ ...emptyDraft('u1'), businessType: '0', details: { kraPin: 'P051234567X', regNo: 'BN-1234' } });
    expect(input.kraPin).toBeUndefined();
    expect(input.regNo).toBeUndefined();
  });
});
