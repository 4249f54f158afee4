import type { Insertable } from 'kysely';
import { type Locale, type MessageCode, messageText } from '../../../shared/i18n/messages';
import { normalizePhone } from '../../../shared/rules/identity';
import { type CustomerFields, customerFullName } from '../../../shared/rules/customers';
import type { CustomerTable } from '../../db/schema';
import { newId } from '../../db/util';
import { BizError } from '../../http/errors';
import type { Book } from './customers.queries';

/** The stored columns of the customer form's fields (empty optional fields are stored as null). */
export function customerColumns(f: CustomerFields) {
  const orNull = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  return {
    first_name: f.firstName.trim(),
    middle_name: orNull(f.middleName),
    last_name: f.lastName.trim(),
    search_name: customerFullName(f).toLowerCase(),
    mobile: normalizePhone(f.mobile) ?? f.mobile,
    email: orNull(f.email)?.toLowerCase() ?? null,
    gender: orNull(f.gender),
    birthday: orNull(f.birthday),
    anniversary: orNull(f.anniversary),
    note: orNull(f.note),
    state: f.state,
  };
}

/** A new customer row of the book. */
export function customerValues(book: Book, f: CustomerFields, now: string): Insertable<CustomerTable> {
  return {
    id: newId(),
    merchant_id: book.merchantId,
    book_store_id: book.storeId,
    store_id: null,
    ...customerColumns(f),
    black_flg: 'N',
    black_reason: null,
    black_at: null,
    batch_id: null,
    person_id: null,
    created_at: now,
    updated_at: now,
  };
}

/** A refusal with one of our codes that names the field it is about. */
export function refusal(code: MessageCode, field: string, locale: Locale, params: Record<string, string | number> = {}, extra: Record<string, unknown> = {}): BizError {
  return new BizError(code, params, extra, [{ field, message: messageText(code, locale, params) }]);
}
