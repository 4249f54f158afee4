import type { AnyAction } from '../http/action';
import { auditActions } from './audit/audit.actions';
import { credentialsActions } from './credentials/credentials.actions';
import { devicesActions } from './devices/devices.actions';
import { identityActions } from './identity/identity.actions';
import { menuActions } from './menu/menu.actions';
import { otpActions } from './otp/otp.actions';
import { pinActions } from './pin/pin.actions';
import { profileActions } from './profile/profile.actions';
import { registrationActions } from './registration/registration.actions';
import { storesActions } from './stores/stores.actions';

/** Every action the server answers; each area adds its list here. */
export const allActions: AnyAction[] = [...identityActions, ...menuActions, ...otpActions, ...registrationActions, ...credentialsActions, ...devicesActions, ...pinActions, ...profileActions, ...storesActions, ...auditActions];
