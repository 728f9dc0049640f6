/** Fixed ids of the demo tenant; tests and screenshots reuse them. */
export const DEMO_TENANT_ID = '100000';
export const DEMO_TENANT_ROW_ID = '1910000000000000001';
export const DEMO_ROLE_IDS = { admin: '1910000000000000101', teacher: '1910000000000000102', student: '1910000000000000103' } as const;
export const DEMO_DEPT_IDS = { school: '1910000000000000201', academic: '1910000000000000202' } as const;
export const DEMO_POST_IDS = { principal: '1910000000000000301', teacher: '1910000000000000302', student: '1910000000000000303' } as const;
export const DEMO_USER_IDS = { admin: '1910000000000000401', teacher: '1910000000000000402', student: '1910000000000000403' } as const;
/** Plain passwords of the demo accounts (demo data is never loaded in production). */
export const DEMO_PASSWORDS = { admin: 'admin', teacher: '123456', student: '123456' } as const;
/** Exam authoring demo data: question banks and the two READY papers (the demo examination uses them). */
export const DEMO_EXAM_BANK_IDS = {
  computer: '1930000000000000001',
  safety: '1930000000000000002',
  ethics: '1930000000000000003',
} as const;
export const DEMO_PAPER_IDS = { fixed: '1930000000000000101', random: '1930000000000000102' } as const;
/** The demo examination, open from the first start for a year, with the demo student on its roster. */
export const DEMO_EXAMINATION_IDS = { open: '1930000000000000201' } as const;
