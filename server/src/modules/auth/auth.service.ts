import { isPlatformTenant } from '../../core/auth/platform';
import type { EntityManager } from '@mikro-orm/core';
import { verify as verifyHash } from '@node-rs/argon2';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterFactory } from '../../core/shared-state/shared-state';
import { hashPassword, isMd5Hex, sha256Hex, verifyPassword } from '../../core/auth/password';
import type { TenantEntityManagers } from '../../core/db/tenant-databases';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext, SignedInContext } from '../../core/http/request-context';
import { Client } from '../system/client/client.entity';
import type { TenantAdminMenus } from '../system/tenant/tenant-admin-menus';
import { Tenant } from '../system/tenant/tenant.entity';
import { User } from '../system/user/user.entity';
import type { CaptchaService } from './captcha.service';
import type { LockoutService } from './lockout.service';
import type { IssuedTokens, SessionService } from './session.service';

export interface LoginRequest {
  tenantId: string;
  account: string;
  /** md5 hex of the password (legacy wire format; GraphQL applies md5 before calling). */
  passwordMd5: string;
  grantType: 'password' | 'captcha';
  captchaKey?: string;
  captchaCode?: string;
  deptId?: string | null;
  roleId?: string | null;
}

export interface RefreshRequest {
  refreshToken: string;
  deptId?: string | null;
  roleId?: string | null;
}

export interface AuthSettings {
  captchaEnabled: boolean;
  /** The client the web app signs in as (its token validity applies to GraphQL logins). */
  webClientId: string;
  /** Login and refresh attempts allowed per client IP per minute. */
  ratePerMinute: number;
}

const badCredentials = (): AppError => new AppError('BAD_CREDENTIALS', 'auth.badCredentials');

/** Sign-in, refresh and sign-out: one service behind the legacy token endpoint and the GraphQL mutations. */
export class AuthService {
  private readonly verifiedClientSecrets = new Map<string, string>();
  // Shared by every node through the shared state (RateLimiterRedis with REDIS_URL, in memory otherwise).
  private readonly rateLimiter: RateLimiterAbstract;

  constructor(
    private readonly settings: AuthSettings,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly lockout: LockoutService,
    private readonly databases: TenantEntityManagers,
    private readonly tenantAdminMenus: Pick<TenantAdminMenus, 'follow'>,
    limiters: LimiterFactory,
  ) {
    this.rateLimiter = limiters({ keyPrefix: 'auth-token', points: settings.ratePerMinute, duration: 60 });
  }

  /** Throttles the token endpoint, the login/refresh mutations and guest registration per client IP. */
  async throttle(ip: string): Promise<void> {
    try {
      await this.rateLimiter.consume(ip || 'unknown');
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError('RATE_LIMITED', 'errors.rateLimited');
      }
      throw error;
    }
  }

  /** Checks client id and secret (the Authorization: Basic header of the token endpoint). */
  async authenticateClient(em: EntityManager, clientId: string, secret: string): Promise<Client> {
    const client = await em.findOne(Client, { clientId, status: 1 });
    if (!client) {
      throw new AppError('CLIENT_INVALID', 'auth.clientInvalid');
    }
    const fingerprint = sha256Hex(`${client.clientSecret}\u0000${secret}`);
    if (this.verifiedClientSecrets.get(clientId) !== fingerprint) {
      const valid = await verifyHash(client.clientSecret, secret).catch(() => false);
      if (!valid) {
        throw new AppError('CLIENT_INVALID', 'auth.clientInvalid');
      }
      this.verifiedClientSecrets.set(clientId, fingerprint);
    }
    return client;
  }

  /** Drops the cached secret verification of a client (its secret, grants or status changed). */
  forgetClient(clientId: string): void {
    this.verifiedClientSecrets.delete(clientId);
  }

  async webClient(em: EntityManager): Promise<Client> {
    const client = await em.findOne(Client, { clientId: this.settings.webClientId, status: 1 });
    if (!client) {
      throw new AppError('NOT_CONFIGURED', 'auth.clientInvalid');
    }
    return client;
  }

  /**
   * The tenant is resolved first on the main database; the user is then looked up in the database
   * holding that tenant's rows (its dedicated datasource, if any). Sessions stay on the main database.
   */
  async login(context: RequestContext, client: Client, request: LoginRequest): Promise<IssuedTokens> {
    const em = context.platformEm;
    await this.throttle(context.ip);
    if (this.settings.captchaEnabled || request.grantType === 'captcha') {
      await this.captcha.verify(request.captchaKey, request.captchaCode);
    }
    const tenant = await this.loadTenant(em, request.tenantId);
    await this.lockout.assertNotLocked(em, tenant.tenantId, request.account);
    const tenantEm = await this.databases.forTenant(tenant.tenantId);
    const user = isMd5Hex(request.passwordMd5)
      ? await tenantEm.findOne(User, { account: request.account }, { populate: ['password'] })
      : null;
    const check = user ? await verifyPassword(user.password, request.passwordMd5) : { valid: false, needsUpgrade: false };
    if (!user || !check.valid) {
      await this.lockout.recordFailure(em, tenant.tenantId, request.account);
      throw badCredentials();
    }
    if (user.pendingApproval) {
      throw new AppError('ACCOUNT_PENDING', 'auth.accountPending');
    }
    if (check.needsUpgrade) {
      user.password = await hashPassword(request.passwordMd5);
      await tenantEm.flush();
    }
    await this.lockout.clear(em, tenant.tenantId, [user.account]);
    // A provisioned tenant's admin role follows tenant.default.menuCode or its package from the next sign-in.
    await this.tenantAdminMenus.follow(em, tenantEm, tenant);
    return this.sessions.open(em, {
      user,
      tenantEm,
      tenant,
      client,
      deptId: request.deptId,
      roleId: request.roleId,
      ip: context.ip,
      userAgent: context.userAgent,
    });
  }

  async refresh(context: RequestContext, client: Client, request: RefreshRequest): Promise<IssuedTokens> {
    const em = context.platformEm;
    await this.throttle(context.ip);
    return this.sessions.rotate(
      em,
      request.refreshToken,
      async (session) => {
        if (session.clientId !== client.clientId) {
          throw new AppError('TOKEN_INVALID', 'auth.tokenInvalid');
        }
        const tenant = await this.loadTenant(em, session.tenantId);
        const tenantEm = await this.databases.forTenant(tenant.tenantId);
        const user = await tenantEm.findOne(User, { id: session.userId });
        if (!user) {
          throw new AppError('TOKEN_INVALID', 'auth.tokenInvalid');
        }
        return { user, tenantEm, tenant, client, deptId: request.deptId, roleId: request.roleId };
      },
      { ip: context.ip, userAgent: context.userAgent },
    );
  }

  async logout(context: SignedInContext): Promise<void> {
    await this.sessions.revoke(context.platformEm, context.actor.sessionId, context.actor.userId, 'logout');
  }

  /** The tenant must exist and, except for the platform tenant, must not be past its expiry. */
  private async loadTenant(em: EntityManager, tenantId: string): Promise<Tenant> {
    const tenant = await em.findOne(Tenant, { tenantId });
    if (!tenant || tenant.status !== 1) {
      throw new AppError('TENANT_NOT_FOUND', 'auth.tenantNotFound');
    }
    if (!isPlatformTenant(tenant.tenantId) && tenant.expireTime && tenant.expireTime.getTime() < Date.now()) {
      throw new AppError('TENANT_EXPIRED', 'auth.tenantExpired');
    }
    return tenant;
  }
}
