/** Error messages of menus (zh-CN and en), registered by app/messages.ts. */
export const MENU_MESSAGES = {
  'menu.nameRequired': { 'zh-CN': '请输入菜单名称', en: 'Please enter the menu name' },
  'menu.codeRequired': { 'zh-CN': '请输入菜单编号', en: 'Please enter the menu code' },
  'menu.categoryRequired': { 'zh-CN': '请选择菜单类型', en: 'Please select the menu type' },
  'menu.exists': { 'zh-CN': '菜单名或编号已存在!', en: 'A menu with this name or code already exists' },
  'menu.parentNotMenu': { 'zh-CN': '父节点只可选择菜单类型!', en: 'The parent must be a menu, not a button' },
  'menu.platformOnly': { 'zh-CN': '菜单只能由平台管理员维护', en: 'Menus are maintained by the platform administrators only' },
  'menu.notMenu': { 'zh-CN': '只能选择菜单类型', en: 'Only menus (not buttons) can be selected' },
} as const;
