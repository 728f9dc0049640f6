/** Menu and button codes granted to the demo tenant's admin role, on top of the codes every role gets. */
export const DEMO_ADMIN_MENU_CODES: string[] = [
  // System dictionaries and regions are global: a tenant administrator reads them, the platform maintains them.
  'system',
  'dict',
  'dict_view',
  'dictbiz',
  'dictbiz_add',
  'dictbiz_edit',
  'dictbiz_delete',
  'dictbiz_view',
  'base',
  'region',
  'region_view',
  'desk',
  'notice',
  'notice_add',
  'notice_edit',
  'notice_delete',
  'notice_view',
  'notice_publish',
];
