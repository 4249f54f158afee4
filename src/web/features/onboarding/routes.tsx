import type { RouteObject } from 'react-router';
import { routeLazy } from '../../app/routeLazy';

/**
 * Public onboarding routes (spec 000 section 2): the landing page; for a signed-in person, setting
 * up a business (class, form, stakeholders, bank, review), joining one, and the ID document.
 * Registration has its own area (features/registration).
 */
const businessForm = () => routeLazy(() => import('./pages/business-form/BusinessFormPage'));

export const onboardingRoutes: RouteObject[] = [
  { path: 'growBusiness', lazy: routeLazy(() => import('./pages/grow-business/GrowBusinessPage')) },
  { path: 'createClass', lazy: routeLazy(() => import('./pages/create-class/CreateClassPage')) },
  { path: 'imSoleForm', lazy: businessForm() },
  { path: 'soleOcrForm', lazy: businessForm() },
  { path: 'partnershipForm', lazy: businessForm() },
  { path: 'limitedCompForm', lazy: businessForm() },
  { path: 'addStakeholder', lazy: routeLazy(() => import('./pages/add-stakeholder/AddStakeholderPage')) },
  { path: 'setBankInfo', lazy: routeLazy(() => import('./pages/set-bank-info/SetBankInfoPage')) },
  {
    path: 'businessSetupCreate',
    lazy: routeLazy(() => import('./pages/business-setup-create/BusinessSetupCreatePage')),
  },
  { path: 'uploadIdDocument', lazy: routeLazy(() => import('./pages/upload-id-document/UploadIdDocumentPage')) },
  { path: 'joinBusiness', lazy: routeLazy(() => import('./pages/join-business/JoinBusinessPage')) },
];
