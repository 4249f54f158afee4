import { QryMercGlobalSetInfo } from '../../../shared/actions/globalization';
import type { GlobalSettings } from '../../../shared/actions/globalization';
import { type CallOptions, callAction } from '../../api/client';
import { setDateDisplayOption } from '../../components/dateDisplay';
import { currentLocale, languagePickedHere, setLocale } from '../../i18n';

/**
 * Puts the business's settings to work: every date helper and the UI language at once. At a
 * session's start (`saved` false) a language the person picked in the header on this browser
 * stays; saving the settings applies the business's language here too.
 */
export async function applyGlobalSettings(settings: GlobalSettings, { saved = false }: { saved?: boolean } = {}): Promise<void> {
  setDateDisplayOption(settings.dateFormat);
  if (saved) await setLocale(settings.language, { picked: false });
  else if (!languagePickedHere() && settings.language !== currentLocale()) await setLocale(settings.language);
}

/**
 * Loaded with the session at start-up (src/web/app/session/loadSession.ts). A failure keeps the
 * defaults rather than stopping the portal from opening.
 */
export async function loadGlobalSettings(options: CallOptions = {}): Promise<void> {
  try {
    await applyGlobalSettings(await callAction(QryMercGlobalSetInfo, {}, { ...options, silent: true }));
  } catch {
    // the defaults stay
  }
}
