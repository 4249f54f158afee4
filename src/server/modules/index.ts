import type { AnyAction } from '../http/action';
import { approvalsActions } from './approvals/approvals.actions';
import { checkoutActions } from './checkout/checkout.actions';
import { auditActions } from './audit/audit.actions';
import { billsActions } from './bills/bills.actions';
import { standingOrderActions } from './standing-orders/standing-orders.actions';
import { beneficiariesActions } from './beneficiaries/beneficiaries.actions';
import { businessActions } from './business/business.actions';
import { changesActions } from './business/changes.actions';
import { stakeholdersActions } from './business/stakeholders.actions';
import { subMerchantsActions } from './business/submerchants.actions';
import { credentialsActions } from './credentials/credentials.actions';
import { devicesActions } from './devices/devices.actions';
import { globalizationActions } from './globalization/globalization.actions';
import { helpActions } from './help/help.actions';
import { homeActions } from './home/home.actions';
import { identityActions } from './identity/identity.actions';
import { menuActions } from './menu/menu.actions';
import { notificationsActions } from './notifications/notifications.actions';
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
import { tillsActions } from './tills/tills.actions';
import { paymentsActions } from './tills/payments.actions';
import { payByCodeActions } from './pay-by-code/payByCode.actions';
import { settlementActions } from './settlement/settlement.actions';
import { statementsActions } from './statements/statements.actions';
import { transactionsActions } from './transactions/transactions.actions';
import { inventoryActions } from './inventory/inventory.actions';
import { staffActions } from './staff/staff.actions';
import { customersActions } from './customers/customers.actions';
import { ordersActions, refundsActions } from './orders';

/** Every action the server answers; each area adds its list here. */
export const allActions: AnyAction[] = [
  ...checkoutActions,
  ...identityActions,
  ...menuActions,
  ...homeActions,
  ...otpActions,
  ...registrationActions,
  ...credentialsActions,
  ...devicesActions,
  ...pinActions,
  ...profileActions,
  ...recognitionActions,
  ...storesActions,
  ...auditActions,
  ...globalizationActions,
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
  ...tillsActions, ...paymentsActions, ...settlementActions,
  ...payByCodeActions,
  ...transactionsActions,
  ...statementsActions,
  ...notificationsActions,
  ...helpActions,
  ...billsActions,
  ...standingOrderActions,
  ...approvalsActions,
  ...inventoryActions,
  ...staffActions,
  ...customersActions,
  ...ordersActions, ...refundsActions,
];
