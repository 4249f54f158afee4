/**
 * Branches of the Kenyan banks in ./banks.ts (BankBranchList), by bank code: a branch code is the
 * bank code and a three-digit branch number, as on a Kenyan bank's sort code. Reference data of
 * the main branches; a bank without listed branches offers its head office.
 */
export interface BankBranch {
  bankCode: string;
  code: string;
  name: string;
}

const BRANCHES: Record<string, string[]> = {
  '01': ['Moi Avenue', 'Kipande House', 'Westlands', 'Sarit Centre', 'Mombasa Treasury Square', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika'],
  '02': ['Harambee Avenue', 'Westlands', 'Yaya Centre', 'Mombasa', 'Kisumu', 'Eldoret'],
  '03': ['Queensway House', 'Westlands', 'Village Market', 'Nkrumah Road Mombasa', 'Kisumu', 'Nakuru'],
  '11': ['Co-op House', 'University Way', 'Westlands', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Machakos'],
  '12': ['Harambee Avenue', 'Westlands', 'Mombasa', 'Kisumu'],
  '31': ['Kenyatta Avenue', 'Westlands', 'Mombasa', 'Kisumu'],
  '57': ['Head Office', 'Sarit Centre', 'Mombasa', 'Kisumu'],
  '63': ['Nation Centre', 'Westlands', 'Mombasa', 'Kisumu'],
  '68': ['Fourways Towers', 'Tom Mboya Street', 'Westlands', 'Mombasa Digo Road', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Machakos'],
  '70': ['Family Bank Towers', 'Westlands', 'Mombasa', 'Kisumu', 'Thika'],
};

/** The branches of a bank, head office first when the bank has no listed branches. */
export function branchesOf(bankCode: string): BankBranch[] {
  const names = BRANCHES[bankCode] ?? ['Head Office'];
  return names.map((name, i) => ({ bankCode, code: `${bankCode}${String(i + 1).padStart(3, '0')}`, name }));
}

export function branchByCode(bankCode: string, branchCode: string | null | undefined): BankBranch | undefined {
  if (!branchCode) return undefined;
  return branchesOf(bankCode).find((b) => b.code === branchCode);
}
