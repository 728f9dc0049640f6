import { TopMenu } from '../../../src/modules/system/top-menu/top-menu.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { LoginFailure } from '../../../src/modules/auth/login-failure.entity';
import { TENANT_FILTER } from '../../../src/core/db/filters';
import { buildTenant, buildTopMenu } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyLogin, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

describe('tenant isolation', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should fail closed when a tenant-owned table is queried without a tenant', async () => {
    const em = app.application.orm.em.fork();
    await expect(em.find(User, {})).rejects.toThrow(/tenant/);
  });

  it('should stamp the tenant of the writing context on insert', async () => {
    const tenant = await buildTenant(app.application.orm);
    const em = app.application.orm.em.fork();
    em.setFilterParams(TENANT_FILTER, { tenantId: tenant.tenantId });
    const topMenu = em.create(TopMenu, { code: 'stamped', name: 'stamped' } as TopMenu);
    await em.flush();
    expect(topMenu.tenantId).toBe(tenant.tenantId);
  });

  it('should show each tenant only its own top menus over GraphQL and REST', async () => {
    const orm = app.application.orm;
    const first = await buildTenant(orm);
    const second = await buildTenant(orm);
    await buildTopMenu(orm, { tenantId: first.tenantId, name: 'first-only' });
    await buildTopMenu(orm, { tenantId: second.tenantId, name: 'second-only' });
    const firstToken = await graphqlToken(app.http, first.tenantId, 'admin', first.admin.password);
    const viaGraphql = await graphql<{ myTopMenus: Array<{ name: string }> }>(
      app.http,
      '{ myTopMenus { name } }',
      {},
      { token: firstToken.accessToken },
    );
    expect(viaGraphql.data?.myTopMenus.map((topMenu) => topMenu.name)).toEqual(['first-only']);
    const secondToken = await legacyToken(app.http, second.tenantId, 'admin', second.admin.password);
    const viaRest = await app.http.get('/api/blade-system/menu/top-menu').set('Blade-Auth', `bearer ${secondToken.access_token}`);
    expect(viaRest.body.data.map((topMenu: { name: string }) => topMenu.name)).toEqual(['second-only']);
  });

  it('should not let a tenant administrator change another tenant’s users', async () => {
    const orm = app.application.orm;
    const own = await buildTenant(orm, { permissions: ['user_unlock'] });
    const victim = await buildTenant(orm);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await legacyLogin(app.http, victim.tenantId, 'admin', 'wrong');
    }
    const token = await graphqlToken(app.http, own.tenantId, 'admin', own.admin.password);
    const viaGraphql = await graphql<{ unlockUsers: number }>(
      app.http,
      'mutation ($ids: [ID!]!) { unlockUsers(userIds: $ids) }',
      { ids: [victim.admin.id] },
      { token: token.accessToken },
    );
    expect(viaGraphql.data?.unlockUsers).toBe(0);
    const legacy = await legacyToken(app.http, own.tenantId, 'admin', own.admin.password);
    const viaRest = await app.http
      .post('/api/blade-user/unlock')
      .query({ userIds: victim.admin.id })
      .set('Blade-Auth', `bearer ${legacy.access_token}`);
    expect(viaRest.body.code).toBe(200);
    const failure = await orm.em.fork().findOne(LoginFailure, { tenantId: victim.tenantId, account: 'admin' });
    expect(failure?.lockedUntil).toBeInstanceOf(Date);

    const ownUnlock = await graphql<{ unlockUsers: number }>(
      app.http,
      'mutation ($ids: [ID!]!) { unlockUsers(userIds: $ids) }',
      { ids: [own.admin.id] },
      { token: token.accessToken },
    );
    expect(ownUnlock.data?.unlockUsers).toBe(1);
  });

  it('should refuse a tenant user without the permission, over GraphQL and REST', async () => {
    const tenant = await buildTenant(app.application.orm);
    const token = await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password);
    const viaGraphql = await graphql(app.http, 'mutation { unlockUsers(userIds: ["1"]) }', {}, { token: token.access_token });
    expect(viaGraphql.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const viaRest = await app.http.post('/api/blade-user/unlock').query({ userIds: '1' }).set('Blade-Auth', `bearer ${token.access_token}`);
    expect(viaRest.status).toBe(403);
    expect(viaRest.body).toMatchObject({ code: 403, success: false });
  });

  it('should not accept one tenant’s account credentials on another tenant', async () => {
    const tenant = await buildTenant(app.application.orm);
    const wrongTenant = await legacyLogin(app.http, '000000', 'admin', tenant.admin.password);
    expect(wrongTenant.body.error_code).toBe(400);
  });
});
