import type { AnyAction } from '../http/action';
import { auditActions } from './audit/audit.actions';
import { beneficiariesActions } from './beneficiaries/beneficiaries.actions';
import { businessActions } from './business/business.actions';
import { changesActions } from './business/changes.actions';
import { stakeholdersActions } from './business/stakeholders.actions';
import { subMerchantsActions } from './business/submerchants.actions';
import { credentialsActions } from './credentials/credentials.actions';
import { devicesActions } from './devices/devices.actions';
import { identityActions } from './identity/identity.actions';
import { menuActions } from './menu/menu.actions';
import { otpActions } from './otp/otp.actions';
import { pinActions } from './pin/pin.actions';
import { profileActions } from './profile/profile.actions';
import { recognitionActions } from './recognition/recognition.actions';
import { registrationActions } from './registration/registration.actions';
import { storesActions } from './stores/stores.actions';
import { moneyActions } from './money/money.actions';
import { subscriptionsActions } from './subscriptions/subscriptions.actions';
import { transferActions } from './transfer/transfer.actions';
import { pesalinkActions } from './topup/pesalink.actions';
import { topupActions } from './topup/topup.actions';
import { receiveActions } from './wallet/receive.actions';
import { walletActions } from './wallet/wallet.actions';

/** Every action the server answers; each area adds its list here. */
export const allActions: AnyAction[] = [
  ...identityActions,
  ...menuActions,
  ...otpActions,
  ...registrationActions,
  ...credentialsActions,
  ...devicesActions,
  ...pinActions,
  ...profileActions,
  ...recognitionActions,
  ...storesActions,
  ...auditActions,
  ...businessActions,
  ...stakeholdersActions,
  ...changesActions,
  ...subMerchantsActions,
  ...subscriptionsActions,
  ...moneyActions,
  ...beneficiariesActions,
  ...transferActions,
  ...topupActions,
  ...pesalinkActions,
  ...walletActions,
  ...receiveActions,
];
