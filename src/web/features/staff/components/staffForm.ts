import { toWirePhone } from '../../../components/inputFilters';

/** The add and edit forms' values and how they travel. */
export interface StaffFormValues {
  firstName?: string;
  lastName?: string;
  userName?: string;
  idNo?: string;
  email?: string;
  /** The 9 digits after +254. */
  mobile?: string;
  position?: string;
  storeIds?: string[];
}

/** Information and position as the wire wants them (empty optional fields stay empty). */
export function toWire(v: StaffFormValues) {
  return {
    firstName: v.firstName?.trim() ?? '',
    lastName: v.lastName?.trim() ?? '',
    idNo: v.idNo?.trim() ?? '',
    email: v.email?.trim() ?? '',
    mobile: v.mobile ? toWirePhone(v.mobile) : '',
    position: v.position?.trim() ?? '',
    storeIds: v.storeIds ?? [],
  };
}

/** Where a refusal code without fieldErrors belongs on the form. */
export const REFUSAL_FIELD: Record<string, string> = { URMP8037: 'userName', URMP8038: 'idNo', URMP8039: 'email' };

/** Which step a field is on (0 information, 1 position, 2 authority), to go back to a refused field. */
export function stepOfField(field: string): number {
  if (field === 'position' || field === 'storeIds') return 1;
  if (field === 'roleGroup' || field === 'funcNos' || field === 'role') return 2;
  return 0;
}
