import { isPlatformAdministrator } from '../../core/auth/platform';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { queryPrepared } from '../../core/db/prepared';
import { CacheInvalidation } from '../../core/cache/invalidation';
import { PlatformStatements } from '../../core/db/sql-names';
import { splitIds, type Actor } from '../../core/auth/actor';
import type { AccessClaims, TokenSigner } from '../../core/auth/jwt';
import { sha256Hex } from '../../core/auth/password';
import { AppError } from '../../core/errors/app-error';
import type { Client } from '../system/client/client.entity';
import { Role } from '../system/role/role.entity';
import type { Tenant } from '../system/tenant/tenant.entity';
import type { User } from '../system/user/user.entity';
import { AuthSession } from './auth-session.entity';
import { LiveSessionCache } from './live-session-cache';
import { RefreshToken } from './refresh-token.entity';

/** What a successful login or refresh hands to the transports. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  claims: AccessClaims;
  user: User;
  tenant: Tenant;
  roles: Role[];
}

export interface SessionRequest {
  user: User;
  /** EntityManager of the database holding the user's tenant rows (roles); sessions stay on the main one. */
  tenantEm: EntityManager;
  tenant: Tenant;
  client: Client;
  /** Requested department / role (switch mode); ignored unless the user has it. */
  deptId?: string | null;
  roleId?: string | null;
  ip: string;
  userAgent: string;
}

const TOKEN_INVALID = (): AppError => new AppError('TOKEN_INVALID', 'auth.tokenInvalid');

/**
 * Sessions are refresh-token families. Refresh tokens are opaque, stored hashed and rotated on every
 * use; presenting a rotated one again revokes the whole family. Access tokens carry the session id
 * and stop working once the session is revoked.
 */
export class SessionService {
  private readonly liveRowSql = new PlatformStatements((names) => {
    const session = names(AuthSession);
    const column = (property: string): string => session.column(property);
    return (
      `select ${column('tenantId')} as tenant_id, ${column('userId')} as user_id from ${session.table} where ${column('id')} ` +
      `= ? and ${column('revokedAt')} is null and ${column('isDeleted')} = 0`
    );
  });

  /**
   * Revocations go through the invalidation channel (every cache keyed by session or user listens, on every
   * node once the channel crosses nodes); this process's live-session cache is one of the listeners.
   */
  constructor(
    private readonly signer: TokenSigner,
    private readonly invalidation = new CacheInvalidation(),
    private readonly live = new LiveSessionCache(),
  ) {
    invalidation.subscribe((event) => {
      if (event.topic === 'everything' && event.tenantId === null) {
        // "Clear cache" of the platform, or this node's channel came back: sessions may have ended meanwhile.
        this.live.forgetAll();
        return;
      }
      if (event.topic !== 'sessions') {
        return;
      }
      if (event.ended === 'one') {
        this.live.forgetSession(event.sessionId);
      } else if (event.ended === 'user') {
        this.live.forgetUser(event.userId, event.exceptSessionId ?? undefined);
      } else {
        this.live.forgetTenants(event.tenantIds);
      }
    });
  }

  async open(em: EntityManager, request: SessionRequest): Promise<IssuedTokens> {
    const scope = narrow(request.user, request.deptId, request.roleId);
    const session = em.create(AuthSession, {
      tenantId: request.tenant.tenantId,
      userId: request.user.id,
      clientId: request.client.clientId,
      deptId: scope.chosenDeptId,
      roleId: scope.chosenRoleId,
      expiresAt: new Date(Date.now() + request.client.refreshTokenValidity * 1000),
      ip: request.ip.slice(0, 64),
      userAgent: request.userAgent.slice(0, 255),
    });
    return this.issue(em, session, request, scope);
  }

  /** Rotates a refresh token. Reuse of a rotated token revokes the session and fails. */
  async rotate(
    em: EntityManager,
    presented: string,
    load: (session: AuthSession) => Promise<Omit<SessionRequest, 'ip' | 'userAgent'>>,
    meta: { ip: string; userAgent: string },
  ): Promise<IssuedTokens> {
    if (!presented || presented.length > 200) {
      throw TOKEN_INVALID();
    }
    const token = await em.findOne(RefreshToken, { tokenHash: sha256Hex(presented) });
    if (!token) {
      throw TOKEN_INVALID();
    }
    const session = await em.findOne(AuthSession, { id: token.sessionId });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
      throw TOKEN_INVALID();
    }
    // Conditional update on the primary: exactly one request can rotate a given token.
    const claimed = await em.nativeUpdate(RefreshToken, { id: token.id, state: 'active' }, { state: 'rotated', usedAt: new Date() });
    if (token.state !== 'active' || claimed !== 1) {
      await this.revoke(em, session.id, session.userId, 'refresh-reuse');
      throw new AppError('TOKEN_INVALID', 'auth.refreshReused');
    }
    if (token.expiresAt.getTime() <= Date.now()) {
      throw TOKEN_INVALID();
    }
    const request = await load(session);
    const scope = narrow(request.user, request.deptId ?? session.deptId, request.roleId ?? session.roleId);
    session.deptId = scope.chosenDeptId;
    session.roleId = scope.chosenRoleId;
    return this.issue(em, session, { ...request, ...meta }, scope);
  }

  async revoke(em: EntityManager, sessionId: string, userId: string, reason: string): Promise<void> {
    this.invalidation.publish({ topic: 'sessions', ended: 'one', sessionId, userId });
    await em.nativeUpdate(AuthSession, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokeReason: reason });
  }

  async revokeAllOfUser(em: EntityManager, userId: string, reason: string): Promise<void> {
    this.invalidation.publish({ topic: 'sessions', ended: 'user', userId, exceptSessionId: null });
    await em.nativeUpdate(AuthSession, { userId, revokedAt: null }, { revokedAt: new Date(), revokeReason: reason });
  }

  /** Ends every session of the tenants' users (tenant removed). */
  async revokeAllOfTenants(em: EntityManager, tenantIds: string[], reason: string): Promise<number> {
    if (tenantIds.length === 0) {
      return 0;
    }
    this.invalidation.publish({ topic: 'sessions', ended: 'tenants', tenantIds });
    return em.nativeUpdate(AuthSession, { tenantId: { $in: tenantIds }, revokedAt: null }, { revokedAt: new Date(), revokeReason: reason });
  }

  /** Ends every session of the user except `keepSessionId` (the one that changed the password). */
  async revokeOthersOfUser(em: EntityManager, userId: string, keepSessionId: string, reason: string): Promise<void> {
    this.invalidation.publish({ topic: 'sessions', ended: 'user', userId, exceptSessionId: keepSessionId });
    await em.nativeUpdate(
      AuthSession,
      { userId, revokedAt: null, id: { $ne: keepSessionId } },
      { revokedAt: new Date(), revokeReason: reason },
    );
  }

  /**
   * Rebuilds the caller from an access token; null when the token or its session is not valid. `emOf` is called only
   * to read the session.
   */
  async authenticate(emOf: () => EntityManager, accessToken: string): Promise<Actor | null> {
    const claims = await this.signer.verify(accessToken);
    if (!claims) {
      return null;
    }
    if (this.live.has(claims.sid, claims.tenant_id, claims.user_id)) {
      return actorFromClaims(claims);
    }
    const session = await this.liveRow(emOf(), claims.sid);
    if (!session || session.tenantId !== claims.tenant_id || session.userId !== claims.user_id) {
      return null;
    }
    this.live.remember(claims.sid, session.tenantId, session.userId);
    return actorFromClaims(claims);
  }

  /** The session's owner when it is not revoked: one plain statement (every request of a new minute reads it). */
  private async liveRow(em: EntityManager, sessionId: string): Promise<{ tenantId: string; userId: string } | null> {
    const rows = await queryPrepared<{ tenant_id: unknown; user_id: unknown }>(em, this.liveRowSql.of(em), [sessionId]);
    const row = rows[0];
    return row ? { tenantId: String(row.tenant_id), userId: String(row.user_id) } : null;
  }

  private async issue(
    em: EntityManager,
    session: AuthSession,
    request: SessionRequest,
    { deptIds, roleIds }: SessionScope,
  ): Promise<IssuedTokens> {
    const roles = await request.tenantEm.find(
      Role,
      { id: { $in: roleIds } },
      { filters: { tenant: { tenantId: request.tenant.tenantId } }, orderBy: { sort: 'asc' } },
    );
    if (roles.length === 0) {
      throw new AppError('NO_ROLE', 'auth.noRole');
    }
    const refreshToken = randomBytes(32).toString('base64url');
    em.create(RefreshToken, {
      sessionId: session.id,
      tokenHash: sha256Hex(refreshToken),
      expiresAt: session.expiresAt,
    });
    await em.flush();
    const user = request.user;
    const claims: AccessClaims = {
      token_type: 'access_token',
      tenant_id: request.tenant.tenantId,
      user_id: user.id,
      dept_id: deptIds.join(','),
      post_id: splitIds(user.postId).join(','),
      role_id: roles.map((role) => role.id).join(','),
      account: user.account,
      user_name: user.account,
      nick_name: user.realName ?? '',
      real_name: user.realName ?? '',
      role_name: roles.map((role) => role.roleAlias).join(','),
      detail: { type: 'web' },
      client_id: request.client.clientId,
      sid: session.id,
    };
    const lifetime = request.client.accessTokenValidity;
    const accessToken = await this.signer.sign(claims, lifetime);
    return { accessToken, refreshToken, expiresIn: lifetime, claims, user, tenant: request.tenant, roles };
  }
}

interface SessionScope {
  deptIds: string[];
  roleIds: string[];
  /** The single department / role the session was narrowed to, when the user really has it. */
  chosenDeptId: string | null;
  chosenRoleId: string | null;
}

function narrow(user: User, deptId: string | null | undefined, roleId: string | null | undefined): SessionScope {
  const allDepts = splitIds(user.deptId);
  const allRoles = splitIds(user.roleId);
  const chosenDeptId = deptId && allDepts.includes(deptId) ? deptId : null;
  const chosenRoleId = roleId && allRoles.includes(roleId) ? roleId : null;
  return {
    deptIds: chosenDeptId ? [chosenDeptId] : allDepts,
    roleIds: chosenRoleId ? [chosenRoleId] : allRoles,
    chosenDeptId,
    chosenRoleId,
  };
}

export function actorFromClaims(claims: AccessClaims): Actor {
  const roleAliases = splitIds(claims.role_name);
  return {
    userId: claims.user_id,
    tenantId: claims.tenant_id,
    account: claims.account,
    realName: claims.real_name,
    roleIds: splitIds(claims.role_id),
    roleAliases,
    deptIds: splitIds(claims.dept_id),
    postIds: splitIds(claims.post_id),
    sessionId: claims.sid,
    clientId: claims.client_id,
    isAdministrator: isPlatformAdministrator(claims.tenant_id, roleAliases),
  };
}
