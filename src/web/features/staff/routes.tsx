import type { PageRegistry } from '../../app/menu/pageRegistry';

/** Staff pages by page key; who sees them is the server's menu (3601 view, 3602 manage). */
export const staffPages: PageRegistry = {
  'staff.index': { path: '/staff', load: () => import('./pages/staff-list/StaffPage') },
  'staff.add': { path: '/staff/addStaff', load: () => import('./pages/add-staff/AddStaffPage') },
  'staff.details': { path: '/staff/detailsStaff', load: () => import('./pages/staff-details/StaffDetailsPage') },
};
