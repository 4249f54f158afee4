/**
 * The transfer screen's link for paying a split-bill share (docs/areas/transfer.md, links into the
 * screen): the business's wallet by phone (channel 28), the share in shillings, and the share's
 * order number, which links the transfer to the share.
 */
export function splitPayLink(d: { orderNo: string; payAmt: number; rcvMblNo: string }): string {
  const params = new URLSearchParams({
    rcvCnl: '28',
    mobile: d.rcvMblNo.replace(/^254/, '0'),
    amount: (d.payAmt / 100).toFixed(2).replace(/\.00$/, ''),
    splitOrderNo: d.orderNo,
  });
  return `/finance/transfer?${params.toString()}`;
}
