import { ROLE_NAMES } from '../../shared/dict/roles';

/**
 * The permission codes (funcNo) of spec 000 section 6. Groups the spec names without sub-codes get
 * the group code plus two digits in the order the spec lists them (ARCHITECTURE.md section 4).
 * Roles hold leaf codes; a group code with children is only a node of the selection tree.
 */
export interface FunctionDef {
  funcNo: string;
  name: string;
  children?: FunctionDef[];
}

const leaf = (funcNo: string, name: string): FunctionDef => ({ funcNo, name });

export const FUNCTIONS: FunctionDef[] = [
  leaf('01', 'ScanToPay'),
  leaf('02', 'QRCodeCollect'),
  leaf('03', 'Withdraw'),
  leaf('04', 'PayBills'),
  { funcNo: '05', name: 'Sales', children: [leaf('0501', 'View'), leaf('0502', 'Manage'), leaf('0503', 'Refund')] },
  leaf('06', 'Reconciliation'),
  leaf('07', 'Settlement'),
  leaf('08', 'TopUp'),
  leaf('09', 'Transfer'),
  leaf('10', 'BuyGoods'),
  leaf('11', 'Beneficiary'),
  leaf('12', 'TransactionHistory'),
  { funcNo: '13', name: 'Statement', children: [leaf('1301', 'Generate or view'), leaf('1302', 'Certified request')] },
  leaf('14', 'StandingOrder'),
  leaf('15', 'ManageCards'),
  leaf('16', 'OD'),
  leaf('17', 'TermLoan'),
  leaf('18', 'Investment'),
  leaf('19', 'GoalSaving'),
  { funcNo: '20', name: 'Store', children: [leaf('2001', 'View'), leaf('2002', 'Manage')] },
  {
    funcNo: '21',
    name: 'Customer',
    children: [
      leaf('2101', 'Add'),
      leaf('2102', 'Bulk add'),
      leaf('2103', 'Send message'),
      leaf('2104', 'Amend'),
      leaf('2105', 'Delete'),
      leaf('2106', 'View'),
    ],
  },
  { funcNo: '22', name: 'Inventory', children: [leaf('2201', 'View'), leaf('2202', 'Manage')] },
  leaf('23', 'Promotions'),
  leaf('24', 'Reports'),
  leaf('30', 'BusinessInfo'),
  leaf('31', 'Stakeholder'),
  leaf('32', 'SubMerchant'),
  leaf('34', 'MyOtherBusiness'),
  { funcNo: '36', name: 'StaffManagement', children: [leaf('3601', 'View'), leaf('3602', 'Manage')] },
  {
    funcNo: '37',
    name: 'More',
    children: [
      leaf('3701', 'Account mandate'),
      leaf('3702', 'Transaction approval'),
      leaf('3703', 'Sales tax'),
      leaf('3704', 'Audit trail'),
      leaf('3705', 'Interbank-transfer registration'),
      leaf('3706', 'Subscription plan'),
      leaf('3707', 'Change password'),
      leaf('3708', 'Change PIN'),
      leaf('3709', 'Biometric'),
      leaf('3710', 'Notification management'),
      leaf('3711', 'App info'),
    ],
  },
  { funcNo: '38', name: 'ManageMyTills', children: [leaf('3801', 'Add tills'), leaf('3802', 'Activate or settle till')] },
  leaf('39', 'DeviceManagement'),
  leaf('40', 'HelpCenter'),
  leaf('41', 'SwitchAccount'),
  leaf('42', 'LogOut'),
  leaf('43', 'Cashier'),
  leaf('44', 'ProfilePhoto'),
  leaf('45', 'ViewBalance'),
  leaf('46', 'Wealth'),
  {
    funcNo: '55',
    name: 'Discover',
    children: [leaf('5501', 'Activate'), leaf('5502', 'Add'), leaf('5503', 'Edit, disable or delete'), leaf('5504', 'Redeem')],
  },
  leaf('1A', 'SettleTransactionHistory'),
  leaf('56', 'Instant payment notification configuration'),
  leaf('57', 'Instant payment notification success list'),
  leaf('58', 'Instant payment notification failures'),
];

export function flattenFunctions(defs: FunctionDef[] = FUNCTIONS, parent: string | null = null) {
  const out: { funcNo: string; parentNo: string | null; name: string; leaf: boolean }[] = [];
  for (const def of defs) {
    out.push({ funcNo: def.funcNo, parentNo: parent, name: def.name, leaf: !def.children });
    if (def.children) out.push(...flattenFunctions(def.children, def.funcNo));
  }
  return out;
}

export const LEAF_FUNCTIONS = flattenFunctions().filter((f) => f.leaf).map((f) => f.funcNo);

/** System roles every business has; owners and admins hold every function. */
export const SYSTEM_ROLES = [
  { id: 'role-owner', code: 'OWNER', name: ROLE_NAMES.OWNER.en },
  { id: 'role-admin', code: 'ADMIN', name: ROLE_NAMES.ADMIN.en },
] as const;
