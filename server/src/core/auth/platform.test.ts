import type { SignedInContext } from '../http/request-context';
import { PLATFORM_TENANT_ID, type Actor } from './actor';
import { isPlatformActor, isPlatformAdministrator, isPlatformTenant, requirePlatform } from './platform';

const contextOf = (tenantId: string, isAdministrator: boolean): SignedInContext =>
  ({ actor: { tenantId, isAdministrator } as Actor }) as SignedInContext;

describe('platform rule', () => {
  it('should make the administrator alias in the platform tenant, and only there, the platform administrator', () => {
    expect(isPlatformAdministrator(PLATFORM_TENANT_ID, ['user', 'administrator'])).toBe(true);
    expect(isPlatformAdministrator(PLATFORM_TENANT_ID, ['admin', 'user'])).toBe(false);
    expect(isPlatformAdministrator('100000', ['administrator'])).toBe(false);
    expect(isPlatformTenant(PLATFORM_TENANT_ID)).toBe(true);
    expect(isPlatformTenant('100000')).toBe(false);
  });

  it('should accept the platform administrator and refuse a non-administrator of the platform tenant, another tenant and no caller', () => {
    expect(isPlatformActor({ tenantId: PLATFORM_TENANT_ID, isAdministrator: true })).toBe(true);
    expect(isPlatformActor({ tenantId: PLATFORM_TENANT_ID, isAdministrator: false })).toBe(false);
    expect(isPlatformActor({ tenantId: '100000', isAdministrator: true })).toBe(false);
    expect(isPlatformActor(null)).toBe(false);
  });

  it('should throw FORBIDDEN with the generic or the given message for anyone but the platform administrator', () => {
    expect(() => requirePlatform(contextOf(PLATFORM_TENANT_ID, true))).not.toThrow();
    expect(() => requirePlatform(contextOf(PLATFORM_TENANT_ID, false))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', messageKey: 'platform.administratorOnly' }) as Error,
    );
    expect(() => requirePlatform(contextOf('100000', true), 'param.platformOnly')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', messageKey: 'param.platformOnly' }) as Error,
    );
  });
});
