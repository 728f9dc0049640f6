/** Permission codes that may read code generation records (the code page and its dialogs). */
export const CODE_READ_CODES = ['code', 'code_view', 'code_add', 'code_edit'];
