/** The signed-in caller, rebuilt from the access token and the session row on every request. */
export interface Actor {
  userId: string;
  tenantId: string;
  account: string;
  realName: string;
  roleIds: string[];
  roleAliases: string[];
  deptIds: string[];
  postIds: string[];
  sessionId: string;
  clientId: string;
  /** Platform administrator: role alias `administrator` in the platform tenant. Passes every permission check. */
  isAdministrator: boolean;
}

export const PLATFORM_TENANT_ID = '000000';
export const ADMINISTRATOR_ALIAS = 'administrator';
export const TENANT_ADMIN_ALIAS = 'admin';

export function splitIds(value: string | null | undefined): string[] {
  if (!value) {
    return [];
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part !== '-1');
}
