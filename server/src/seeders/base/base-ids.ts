/** Fixed ids of the base seed (the legacy BladeX ids where the row exists there). */
export const PLATFORM_TENANT_ROW_ID = '1123598820738675201';
export const ADMIN_USER_ID = '1123598821738675201';
export const ROLE_IDS = {
  administrator: '1123598816738675201',
  user: '1123598816738675202',
  hr: '1123598816738675203',
  manager: '1123598816738675204',
  boss: '1123598816738675205',
} as const;
export const DEPT_IDS = { head: '1123598813738675201', changzhou: '1123598813738675202', suzhou: '1123598813738675203' } as const;
export const POST_CEO_ID = '1123598817738675201';
export const CLIENT_IDS = { sword: '1123598811738675201', saber: '1123598811738675202' } as const;
export const SEED_CREATE_DEPT = DEPT_IDS.head;
