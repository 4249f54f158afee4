import { APP_VERSION } from '../../shared/protocol/common';
import { clearLocal, readLocal, STORAGE_KEYS, writeLocal } from '../api/storage';

/**
 * Spec 000 section 4, 'Version change': a new application version clears local storage and
 * reloads. Returns false when a reload is under way and nothing should render.
 */
export function checkAppVersion(): boolean {
  const stored = readLocal(STORAGE_KEYS.appVersion);
  if (stored === APP_VERSION) return true;
  clearLocal();
  writeLocal(STORAGE_KEYS.appVersion, APP_VERSION);
  if (stored === null) return true;
  window.location.reload();
  return false;
}
