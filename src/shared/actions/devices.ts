import { z } from 'zod';
import { ruleMessage } from '../rules/message';
import { limitInput, offsetInput } from '../protocol/paging';
import { contract, empty, yn } from './contract';

/** Login devices (spec 000 sections 2, 3 and 7): the list, trust, and removal. */
export const loginDevice = z.object({
  /** Our number of the device row; what UnbindTrustDevice takes. */
  deviceNo: z.string(),
  /** The device id the browser or phone reports (shown as the spec's "IMEI number"), partly masked. */
  imei: z.string(),
  deviceName: z.string(),
  trusted: yn,
  /** Y when a session is open on it now. */
  inUse: yn,
  /** Y for the device this list is being read on. */
  current: yn,
  lastLoginAt: z.string(),
  lastIp: z.string().nullable(),
  /** Whose device it is (the business scope lists everyone's). */
  personId: z.string(),
  personName: z.string(),
  /** Y when the reader may remove it: not the device in use, and a person they may act on (authority.ts). */
  removable: yn,
});
export type LoginDevice = z.infer<typeof loginDevice>;

/**
 * Whose devices: `mine` (privacy and security, no permission) or `business`: every device the
 * business's people signed in from (/setting/deviceManagement, function 39).
 */
export const deviceScope = z.enum(['mine', 'business']).default('mine');
export type DeviceScope = z.infer<typeof deviceScope>;

export const GetDevice = contract(
  'GetDevice',
  z.object({
    scope: deviceScope,
    /** Paging: of the person's devices (`mine`) or of everyone's in the business. */
    limit: limitInput(),
    offset: offsetInput(),
  }),
  z.object({ list: z.array(loginDevice), total: z.number().int() }),
);

export const QueryTrustDevice = contract('QueryTrustDevice', empty, z.object({ trusted: yn, newDeviceOtp: yn }));

export const UnbindTrustDevice = contract(
  'UnbindTrustDevice',
  z.object({ deviceNo: z.string().min(1, ruleMessage('REQUIRED')).max(40), scope: deviceScope }),
  empty,
);
