import { describe, expect, it } from 'vitest';
import { parseCertificateText } from './certificate';
import { parseIdCardText } from './idCard';
import { mrzCheckDigit, parseMrz } from './mrz';
import { passportMrz } from './testing/fixtures';

describe('reading a national ID card from OCR text', () => {
  it('reads a clean card with labels above their values', () => {
    const text = [
      'JAMHURI YA KENYA REPUBLIC OF KENYA',
      'SERIAL NUMBER: 234567890',
      'ID NUMBER: 12345678',
      'FULL NAMES',
      'WANJIKU MARY AKINYI',
      'DATE OF BIRTH',
      '14.03.1990',
      'SEX',
      'FEMALE',
      'DISTRICT OF BIRTH',
      'NAIROBI',
    ].join('\n');
    expect(parseIdCardText(text)).toEqual({
      idType: '01',
      idNo: '12345678',
      firstName: 'WANJIKU',
      lastName: 'AKINYI',
      otherNames: 'MARY',
      dateOfBirth: '19900314',
    });
  });

  it('reads a noisy card: misread labels, stray marks, letters in the number', () => {
    const text = [
      "JAMHUR1 YA KENYA  REPUBL1C 0F KENYA '",
      'SER1AL NUMBEER 2345678I0   1D NUMBER: 2O345B78',
      '',
      'FUL NAME5 : ~ OTIENO JAMES ,',
      'DATE 0F B1RTH 01/O1/1985   SEX MALE',
      'DISTR1CT OF BIRTH KISUMU',
    ].join('\n');
    expect(parseIdCardText(text)).toMatchObject({ idType: '01', idNo: '20345878', firstName: 'OTIENO', lastName: 'JAMES', dateOfBirth: '19850101' });
  });

  it('takes the ID number, not the serial number, when both labels share a line above their values', () => {
    const text = ['SERIAL NUMBER     ID NUMBER', '234567890     31234567', 'FULL NAMES', 'AKINYI ODHIAMBO'].join('\n');
    expect(parseIdCardText(text)).toMatchObject({ idNo: '31234567', firstName: 'AKINYI', lastName: 'ODHIAMBO' });
  });

  it('reads the newer card with surname and given names apart', () => {
    const text = ['REPUBLIC OF KENYA', 'NATIONAL ID NO. 40123456', 'SURNAME', 'MWANGI', 'GIVEN NAMES', 'PETER KAMAU', 'DATE OF BIRTH 05 JUN 2001'].join('\n');
    expect(parseIdCardText(text)).toEqual({ idType: '01', idNo: '40123456', firstName: 'PETER', lastName: 'MWANGI', otherNames: 'KAMAU', dateOfBirth: '20010605' });
  });

  it('gives up on text without a number or names', () => {
    expect(parseIdCardText('REPUBLIC OF KENYA\nFULL NAMES\nWANJIKU KAMAU')).toBeNull();
    expect(parseIdCardText('ID NUMBER 12345678\nDATE OF BIRTH 01.01.1990')).toBeNull();
    expect(parseIdCardText('')).toBeNull();
  });

  it('drops an impossible date of birth but keeps the rest', () => {
    const parsed = parseIdCardText('ID NUMBER 12345678\nFULL NAMES\nJOHN KAMAU\nDATE OF BIRTH 31.02.1990');
    expect(parsed).toMatchObject({ idNo: '12345678', firstName: 'JOHN', lastName: 'KAMAU' });
    expect(parsed?.dateOfBirth).toBeUndefined();
  });
});

describe('reading a passport machine-readable zone', () => {
  const [line1, line2] = passportMrz({ surname: 'OTIENO', given: ['JAMES', 'OCHIENG'], number: 'AK1234567', dob: '850101', sex: 'M', expiry: '300101' });

  it('computes ICAO check digits', () => {
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
  });

  it('reads names, number, birth date and expiry with every check digit holding', () => {
    expect(line1).toHaveLength(44);
    expect(line2).toHaveLength(44);
    const mrz = parseMrz(`PASSPORT\nREPUBLIC OF KENYA\n${line1}\n${line2}`);
    expect(mrz).toEqual({
      documentNumber: 'AK1234567',
      issuingState: 'KEN',
      nationality: 'KEN',
      surname: 'OTIENO',
      givenNames: ['JAMES', 'OCHIENG'],
      dateOfBirth: '19850101',
      sex: 'M',
      expiryDate: '20300101',
      compositeValid: true,
    });
    expect(parseIdCardText(`${line1}\n${line2}`)).toEqual({
      idType: '00',
      idNo: 'AK1234567',
      firstName: 'JAMES',
      lastName: 'OTIENO',
      otherNames: 'OCHIENG',
      dateOfBirth: '19850101',
    });
  });

  it('reads the ICAO specimen', () => {
    const mrz = parseMrz('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10');
    expect(mrz).toMatchObject({ documentNumber: 'L898902C3', surname: 'ERIKSSON', givenNames: ['ANNA', 'MARIA'], dateOfBirth: '19740812', sex: 'F', compositeValid: true });
  });

  it('survives OCR noise: spaces, « for <<, O for 0 in digit fields', () => {
    const noisyLine1 = line1.replace('<<JAMES', '«JAMES').replace(/<<<<</, '<< <<<');
    const noisyLine2 = line2.replace('850101', '85O1O1').replace('KEN', 'KEN ');
    expect(parseMrz(`${noisyLine1}\n${noisyLine2}`)).toMatchObject({ documentNumber: 'AK1234567', dateOfBirth: '19850101', surname: 'OTIENO' });
  });

  it('refuses a zone whose check digits do not hold', () => {
    const wrong = line2.replace('AK1234567', 'AK1234568');
    expect(parseMrz(`${line1}\n${wrong}`)).toBeNull();
    const wrongDob = line2.replace('850101', '850102');
    expect(parseMrz(`${line1}\n${wrongDob}`)).toBeNull();
  });
});

describe('reading a certificate of registration', () => {
  it('reads a certificate of incorporation', () => {
    const text = ['REPUBLIC OF KENYA', 'THE COMPANIES ACT, 2015', 'CERTIFICATE OF INCORPORATION', 'Company Number: PVT-AAABBB1234', 'I hereby certify that ACME TRADERS LIMITED is this day incorporated under the Companies Act, 2015'].join('\n');
    expect(parseCertificateText(text)).toEqual({ registrationNumber: 'PVT-AAABBB1234', businessName: 'ACME TRADERS LIMITED', documentType: '1' });
  });

  it('reads a business name certificate, which has no document type', () => {
    const text = ['THE REGISTRATION OF BUSINESS NAMES ACT', 'CERTIFICATE OF REGISTRATION', 'Registration No. BN-2B3C4D5E', 'Business Name: MAMA MBOGA GROCERS', 'Date of registration 12 March 2024'].join('\n');
    expect(parseCertificateText(text)).toEqual({ registrationNumber: 'BN-2B3C4D5E', businessName: 'MAMA MBOGA GROCERS' });
  });

  it('reads older numbers and the CR-12 and LLP2 forms', () => {
    expect(parseCertificateText('FORM CR12\nName of Company: JUA KALI WORKS LIMITED\nCompany No. CPR/2015/123456')).toEqual({
      registrationNumber: 'CPR/2015/123456',
      businessName: 'JUA KALI WORKS LIMITED',
      documentType: '2',
    });
    expect(parseCertificateText('FORM LLP 2\nCERTIFICATE OF REGISTRATION OF A LIMITED LIABILITY PARTNERSHIP\nName of LLP\nKILIMO PARTNERS LLP\nRegistration Number LLP-AB12CD')).toEqual({
      registrationNumber: 'LLP-AB12CD',
      businessName: 'KILIMO PARTNERS LLP',
      documentType: '3',
    });
    expect(parseCertificateText('Business Name: DUKA LA JAMII\nNo: BN / 2O19 / 123456')).toMatchObject({ registrationNumber: 'BN/2019/123456' });
  });

  it('gives up without a registration number or a name', () => {
    expect(parseCertificateText('CERTIFICATE OF INCORPORATION\nI hereby certify that ACME LIMITED is incorporated')).toBeNull();
    expect(parseCertificateText('Company Number: PVT-AAABBB1234')).toBeNull();
    expect(parseCertificateText('Business Name: PVT-LIMITED\nPVT-LIMITED')).toBeNull();
  });
});
