/**
 * Business reference data (spec 000 section 3): business types, designations, document types,
 * industries and their sectors. Labels are i18n keys' en-US texts; codes travel.
 */
export const BUSINESS_TYPES = {
  '0': 'Sole proprietorship (unregistered)',
  '1': 'Sole proprietorship (registered)',
  '2': 'Partnership',
  '3': 'Limited liability company',
} as const;
export type BusinessType = keyof typeof BUSINESS_TYPES;

/** Stakeholder designations; 3 Owner/Director is the dictionary's addition. */
export const DESIGNATIONS = { '0': 'Owner', '1': 'Director', '2': 'Partner', '3': 'Owner/Director' } as const;
export type Designation = keyof typeof DESIGNATIONS;
export const DESIGNATION_LETTERS: Record<Designation, string> = { '0': 'O', '1': 'D', '2': 'P', '3': 'OD' };

/** Support documents: 1 certificate of incorporation, 2 CR-12, 3 LLP2 (spec 001 enumerations). */
export const DOCUMENT_TYPES = { '1': 'Certificate of incorporation', '2': 'CR-12', '3': 'LLP2' } as const;

export interface Industry {
  code: string;
  name: string;
  sectors: { code: string; name: string }[];
}

export const INDUSTRIES: Industry[] = [
  {
    code: 'RET',
    name: 'Retail and wholesale',
    sectors: [
      { code: 'RET01', name: 'Grocery and general shop (duka)' },
      { code: 'RET02', name: 'Supermarket and minimart' },
      { code: 'RET03', name: 'Clothing, shoes and textiles' },
      { code: 'RET04', name: 'Electronics and mobile phones' },
      { code: 'RET05', name: 'Hardware and building materials' },
      { code: 'RET06', name: 'Wholesale and distribution' },
    ],
  },
  {
    code: 'FOD',
    name: 'Food and hospitality',
    sectors: [
      { code: 'FOD01', name: 'Restaurant and café' },
      { code: 'FOD02', name: 'Butchery' },
      { code: 'FOD03', name: 'Bakery' },
      { code: 'FOD04', name: 'Hotel and lodging' },
      { code: 'FOD05', name: 'Bar and entertainment' },
    ],
  },
  {
    code: 'AGR',
    name: 'Agriculture',
    sectors: [
      { code: 'AGR01', name: 'Agrovet and farm inputs' },
      { code: 'AGR02', name: 'Produce trading' },
      { code: 'AGR03', name: 'Dairy' },
      { code: 'AGR04', name: 'Poultry and livestock' },
    ],
  },
  {
    code: 'SRV',
    name: 'Services',
    sectors: [
      { code: 'SRV01', name: 'Salon, barber and beauty' },
      { code: 'SRV02', name: 'Repairs and maintenance' },
      { code: 'SRV03', name: 'Professional services' },
      { code: 'SRV04', name: 'Cleaning and laundry' },
      { code: 'SRV05', name: 'Printing and cyber café' },
    ],
  },
  {
    code: 'TRN',
    name: 'Transport and logistics',
    sectors: [
      { code: 'TRN01', name: 'Boda boda and taxi' },
      { code: 'TRN02', name: 'Matatu and bus' },
      { code: 'TRN03', name: 'Courier and delivery' },
      { code: 'TRN04', name: 'Fuel station' },
    ],
  },
  {
    code: 'HLT',
    name: 'Health and education',
    sectors: [
      { code: 'HLT01', name: 'Pharmacy and chemist' },
      { code: 'HLT02', name: 'Clinic and laboratory' },
      { code: 'HLT03', name: 'School and training' },
    ],
  },
  {
    code: 'MFG',
    name: 'Manufacturing and crafts',
    sectors: [
      { code: 'MFG01', name: 'Jua kali and metal work' },
      { code: 'MFG02', name: 'Furniture and carpentry' },
      { code: 'MFG03', name: 'Food processing' },
      { code: 'MFG04', name: 'Tailoring and crafts' },
    ],
  },
];
