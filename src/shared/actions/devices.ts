import { z } from 'zod';
import { ruleMessage } from '../rules/message';
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
});
export type LoginDevice = z.infer<typeof loginDevice>;

export const GetDevice = contract('GetDevice', empty, z.object({ list: z.array(loginDevice), total: z.number().int() }));

export const QueryTrustDevice = contract('QueryTrustDevice', empty, z.object({ trusted: yn, newDeviceOtp: yn }));

export const UnbindTrustDevice = contract(
  'UnbindTrustDevice',
  z.object({ deviceNo: z.string().min(1, ruleMessage('REQUIRED')).max(40) }),
  empty,
);
