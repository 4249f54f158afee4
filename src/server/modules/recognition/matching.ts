/**
 * Whether a recognised ID document belongs to the registered person. Names are compared as
 * words, in any order and case, because Kenyan documents print given names and surname in
 * varying order: the registered first name and surname must both be on the document. An ID
 * number matches exactly; a passport number also when its digits are the registered number
 * (the registration form takes digits only).
 */
function words(value: string): string[] {
  return value
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Z']+/)
    .filter((w) => w.length > 0);
}

export function namesMatchRegistered(
  registered: { first_name: string; last_name: string },
  document: { firstName: string; lastName: string; otherNames?: string | undefined },
): boolean {
  const onDocument = new Set(words(`${document.firstName} ${document.otherNames ?? ''} ${document.lastName}`));
  const wanted = [...words(registered.first_name), ...words(registered.last_name)];
  return wanted.length > 0 && wanted.every((w) => onDocument.has(w));
}

export function idMatchesRegistered(registered: { id_type: string | null; id_no: string | null }, document: { idType: string; idNo: string }): boolean {
  if (!registered.id_no) return true;
  if (registered.id_type && registered.id_type !== document.idType) return false;
  const a = registered.id_no.trim().toUpperCase();
  const b = document.idNo.trim().toUpperCase();
  if (a === b) return true;
  return document.idType === '00' && b.replace(/\D/g, '') === a;
}
