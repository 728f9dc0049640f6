/** GraphQL operations the legacy menu paths run in-process (one named operation each). */
const MENU_ITEM_FIELDS = 'id parentId code name alias path source sort category action isOpen';

export const LEGACY_MENU_ROUTES = `query LegacyMenuRoutes($topMenuId: ID) { myMenus(topMenuId: $topMenuId) { ${MENU_ITEM_FIELDS} } }`;

export const LEGACY_MENU_BUTTONS = `query LegacyMenuButtons { myButtons { ${MENU_ITEM_FIELDS} } }`;

export const LEGACY_TOP_MENU = 'query LegacyTopMenu { myTopMenus { id code name source sort } }';
