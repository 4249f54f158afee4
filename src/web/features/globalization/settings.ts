import { QryMercGlobalSetInfo } from '../../../shared/actions/globalization';
import type { GlobalSettings } from '../../../shared/actions/globalization';
import { type CallOptions, callAction } from '../../api/client';
import { setDateDisplayOption } from '../../components/dateDisplay';
import { currentLocale, setLocale } from '../../i18n';

/** Puts the business's settings to work: every date helper and the UI language at once. */
export async function applyGlobalSettings(settings: GlobalSettings): Promise<void> {
  setDateDisplayOption(settings.dateFormat);
  if (settings.language !== currentLocale()) await setLocale(settings.language);
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
