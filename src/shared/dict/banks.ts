/**
 * Kenyan banks by their Central Bank of Kenya bank code (the code PesaLink, RTGS and EFT use).
 * Both the browser (bank select of a beneficiary) and the server (payee checks) read this list.
 * Sending to NCBA is not supported (spec 001 section 7: 'Sorry! We do not support send money to
 * NCBA account'), so NCBA is marked and refused wherever it is chosen.
 */
export interface KenyanBank {
  /** CBK bank code, two digits. */
  code: string;
  name: string;
  /** NCBA: payees at this bank are refused. */
  ncba?: true;
}

export const KENYAN_BANKS: readonly KenyanBank[] = [
  { code: '01', name: 'KCB Bank' },
  { code: '02', name: 'Standard Chartered Bank' },
  { code: '03', name: 'Absa Bank Kenya' },
  { code: '05', name: 'Bank of India' },
  { code: '06', name: 'Bank of Baroda' },
  { code: '07', name: 'NCBA Bank', ncba: true },
  { code: '10', name: 'Prime Bank' },
  { code: '11', name: 'Co-operative Bank' },
  { code: '12', name: 'National Bank of Kenya' },
  { code: '14', name: 'M-Oriental Bank' },
  { code: '16', name: 'Citibank' },
  { code: '18', name: 'Middle East Bank' },
  { code: '19', name: 'Bank of Africa' },
  { code: '23', name: 'Consolidated Bank' },
  { code: '25', name: 'Credit Bank' },
  { code: '31', name: 'Stanbic Bank' },
  { code: '35', name: 'African Banking Corporation' },
  { code: '43', name: 'Ecobank' },
  { code: '49', name: 'Spire Bank' },
  { code: '50', name: 'Paramount Bank' },
  { code: '51', name: 'Kingdom Bank' },
  { code: '53', name: 'Guaranty Trust Bank' },
  { code: '54', name: 'Victoria Commercial Bank' },
  { code: '55', name: 'Guardian Bank' },
  { code: '57', name: 'I&M Bank' },
  { code: '59', name: 'Development Bank of Kenya' },
  { code: '60', name: 'SBM Bank' },
  { code: '61', name: 'Housing Finance (HFC)' },
  { code: '63', name: 'Diamond Trust Bank (DTB)' },
  { code: '65', name: 'Mayfair CIB Bank' },
  { code: '66', name: 'Sidian Bank' },
  { code: '68', name: 'Equity Bank' },
  { code: '70', name: 'Family Bank' },
  { code: '72', name: 'Gulf African Bank' },
  { code: '74', name: 'First Community Bank' },
  { code: '76', name: 'UBA Kenya Bank' },
  { code: '78', name: 'Kenya Women Microfinance Bank' },
];

export function bankByCode(code: string | null | undefined): KenyanBank | undefined {
  return code ? KENYAN_BANKS.find((b) => b.code === code) : undefined;
}
