import { type DeviceInfo, reverseDeviceId } from '../../shared/protocol/common';
import { readLocal, STORAGE_KEYS, writeLocal } from './storage';

function newDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A UUID made once per browser and kept in localStorage. */
export function deviceId(): string {
  const saved = readLocal(STORAGE_KEYS.deviceId);
  if (saved && saved.length >= 8) return saved;
  const id = newDeviceId();
  writeLocal(STORAGE_KEYS.deviceId, id);
  return id;
}

function browserName(ua: string): string {
  const known: Array<[RegExp, string]> = [
    [/Edg\/([\d.]+)/, 'Edge'],
    [/OPR\/([\d.]+)/, 'Opera'],
    [/Firefox\/([\d.]+)/, 'Firefox'],
    [/(?:Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
    [/Version\/([\d.]+).*Safari/, 'Safari'],
  ];
  for (const [re, name] of known) {
    const m = re.exec(ua);
    if (m) return `${name} ${m[1]}`;
  }
  return 'Browser';
}

function osName(ua: string): string {
  const known: Array<[RegExp, (m: RegExpExecArray) => string]> = [
    [/Windows NT ([\d.]+)/, (m) => `Windows NT ${m[1]}`],
    [/Android ([\d.]+)/, (m) => `Android ${m[1]}`],
    [/(?:iPhone|iPad).*OS ([\d_]+)/, (m) => `iOS ${m[1]?.replace(/_/g, '.')}`],
    [/Mac OS X ([\d_.]+)/, (m) => `macOS ${m[1]?.replace(/_/g, '.')}`],
    [/CrOS/, () => 'ChromeOS'],
    [/Linux/, () => 'Linux'],
  ];
  for (const [re, fmt] of known) {
    const m = re.exec(ua);
    if (m) return fmt(m);
  }
  return 'Unknown';
}

/** Device info as it travels: the device id reversed (spec 000 section 7). */
export function deviceInfo(): DeviceInfo {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return {
    deviceId: reverseDeviceId(deviceId()),
    deviceType: 'web',
    osVersion: osName(ua).slice(0, 80),
    browser: browserName(ua).slice(0, 120),
  };
}
