import { type Locale, messageText } from '../../../shared/i18n/messages';
import { BizError } from '../../http/errors';

/*
 * A person whose ID document was recognised and matched (persons.id_upload_flag Y) keeps the name
 * and ID number it matched: spec 000 section 5, 'Name and account-holder name must match the
 * national ID or passport'. Editing the profile, joining a business and a staff administrator's edit
 * may mend case and spacing only.
 */

/** The same name, whatever the case or spacing typed. */
export function sameName(a: { first_name: string; last_name: string }, b: { firstName: string; lastName: string }): boolean {
  const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return fold(a.first_name) === fold(b.firstName) && fold(a.last_name) === fold(b.lastName);
}

/** A verified name and ID number may not change (MMCP3107, on the first name). */
export function verifiedIdentity(locale: Locale): BizError {
  return new BizError('MMCP3107', {}, {}, [{ field: 'firstName', message: messageText('MMCP3107', locale) }]);
}
