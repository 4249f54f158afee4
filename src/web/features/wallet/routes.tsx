import type { PageRegistry } from '../../app/menu/pageRegistry';

/** The wallet's pages reached from /home; who sees them is the server's menu (functions 02, 03). */
export const walletPages: PageRegistry = {
  'home.withdraw': { path: '/home/withdraw', load: () => import('./pages/withdraw/WithdrawPage') },
  'home.requestToPay': { path: '/requestToPay', load: () => import('./pages/request-to-pay/RequestToPayPage') },
  'home.qrCode': { path: '/qrCode', load: () => import('./pages/qr-code/QrCodePage') },
};
