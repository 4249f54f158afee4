export { ordersActions } from './orders.actions';
export { refundsActions } from './refunds.actions';
