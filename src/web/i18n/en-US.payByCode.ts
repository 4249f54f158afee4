/**
 * Browser-only en-US texts of pay by code (/finance/payByCode). Refusals come from the shared
 * catalogue (MMCP56xx).
 */
export const payByCodeEnUS = {
  menu: { payByCode: 'Pay by code' },
  title: 'Pay by code',
  tab: { till: 'Buy goods', bill: 'Pay bill', code: '{{product}} pay' },
  intro: {
    till: 'Pay a till number: a till of a business here is paid from your wallet at once; an M-PESA till through M-PESA.',
    bill: 'Pay an M-PESA paybill with the account number the biller gave you.',
    code: 'Pay the pay code or merchant number of a business on {{product}}, wallet to wallet.',
  },
  field: {
    tillNo: 'Till number',
    paybillNo: 'Paybill number',
    payCode: 'Pay code',
    accountNo: 'Account number',
    amount: 'Amount (KES)',
    remarks: 'Reference (optional)',
  },
  check: 'Check number',
  checking: 'Checking…',
  found: 'Pays {{name}}',
  onPlatform: 'On {{product}}: paid at once',
  viaMpesa: 'Through M-PESA',
  frequent: { title: 'Frequently paid', empty: 'Businesses you pay often appear here.', times_one: 'once', times_other: '{{count}} times', last: 'last {{date}}' },
  next: 'Next',
  review: {
    title: 'Check the payment',
    payee: 'Pay to',
    number: 'Number',
    account: 'Account number',
    amount: 'Amount',
    fee: 'Fee',
    exciseDuty: 'Excise duty',
    total: 'Total from your wallet',
    back: 'Back',
    pinTitle: 'Enter your PIN to pay {{amount}} to {{to}}',
  },
  result: {
    pending: 'Waiting for M-PESA…',
    pendingText: 'The payment is on its way. This page updates by itself.',
    success: '{{amount}} paid to {{to}}',
    failed: 'Payment failed',
    failedText: '{{reason}} No money was taken.',
    ordNo: 'Order {{ordNo}}',
    receipt: 'Receipt {{receipt}}',
    again: 'Make another payment',
  },
};
