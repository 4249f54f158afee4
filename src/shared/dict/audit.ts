/** Audit trail events: code -> i18n key of its label. */
export const AUDIT_EVENTS = {
  LOGIN: 'audit.event.LOGIN',
  LOGIN_FAILED: 'audit.event.LOGIN_FAILED',
  LOGOUT: 'audit.event.LOGOUT',
  CHANGE_STORE: 'audit.event.CHANGE_STORE',
  UPDATE_STOREFRONT: 'audit.event.UPDATE_STOREFRONT',
  PASSWORD_CHANGE: 'audit.event.PASSWORD_CHANGE',
  PASSWORD_RESET: 'audit.event.PASSWORD_RESET',
  PIN_CHANGE: 'audit.event.PIN_CHANGE',
  PIN_RESET: 'audit.event.PIN_RESET',
  DEVICE_REMOVED: 'audit.event.DEVICE_REMOVED',
  PROFILE_UPDATE: 'audit.event.PROFILE_UPDATE',
  MOBILE_CHANGE: 'audit.event.MOBILE_CHANGE',
  EMAIL_CHANGE: 'audit.event.EMAIL_CHANGE',
} as const;
export type AuditEvent = keyof typeof AUDIT_EVENTS;
