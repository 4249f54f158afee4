/** Where one money order opens in full (its record, status history and postings). */
export function detailPath(ordNo: string): string {
  return `/finance/components/transRecordDetail?ordNo=${encodeURIComponent(ordNo)}`;
}
