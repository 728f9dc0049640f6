/** Error messages of top menus (zh-CN and en), registered by app/messages.ts. */
export const TOP_MENU_MESSAGES = {
  'topMenu.nameRequired': { 'zh-CN': '请输入菜单名称', en: 'Please enter the menu name' },
  'topMenu.codeRequired': { 'zh-CN': '请输入菜单编号', en: 'Please enter the menu code' },
  'topMenu.grantNone': { 'zh-CN': '请选择顶部菜单', en: 'Please select a top menu' },
} as const;
