import { z } from 'zod';

/**
 * Fields the browser adds to every request body in one place (spec 000 section 7).
 * The device id travels reversed; the server turns it back.
 */
export const deviceInfoSchema = z.object({
  deviceId: z.string().min(8).max(128),
  deviceType: z.string().max(40).optional(),
  osVersion: z.string().max(80).optional(),
  browser: z.string().max(120).optional(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const commonFieldsSchema = z.object({
  channel: z.string().max(20).optional(),
  version: z.string().max(20).optional(),
  mblNo: z.string().max(20).optional(),
  transTypId: z.string().max(10).optional(),
  deviceInfo: deviceInfoSchema.optional(),
});
export type CommonFields = z.infer<typeof commonFieldsSchema>;

export const APP_VERSION = '1.0.291';

export function reverseDeviceId(id: string): string {
  return [...id].reverse().join('');
}
