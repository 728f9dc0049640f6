import { Dept } from '../../../src/modules/system/dept/dept.entity';
import { Dict } from '../../../src/modules/system/dict/dict.entity';
import { Menu } from '../../../src/modules/system/menu/menu.entity';
import { Post } from '../../../src/modules/system/post/post.entity';
import { RoleMenu } from '../../../src/modules/system/role/role-menu.entity';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { Role } from '../../../src/modules/system/role/role.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Check-then-write races in system administration: the same change sent several times at once (a double click, two
 * administrators) must leave what one request after the other would - no duplicate row, no cycle in a tree, every
 * grant once. The embedded database runs one transaction at a time; MariaDB runs the requests side by side, so these
 * tests matter most there (run with DB_URL).
 */
const TIMES = 6;

describe('system changes sent at the same time', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();

  /** The same mutation sent TIMES times at once (input per request); the code of each answer's error, sorted. */
  const sentTogether = async (mutation: string, input: (index: number) => Record<string, unknown>, token: string) => {
    const results = await Promise.all(
      Array.from({ length: TIMES }, (_, index) => graphql(app.http, mutation, { input: input(index) }, { token })),
    );
    return results.map((result) => String(result.errors?.[0]?.extensions.code ?? 'OK')).sort();
  };
  /** The same mutation sent TIMES times at once; each answer's error message key ('OK' when none), sorted. */
  const messageKeysTogether = async (mutation: string, input: Record<string, unknown>, token: string) => {
    const results = await Promise.all(Array.from({ length: TIMES }, () => graphql(app.http, mutation, { input }, { token })));
    return results.map((result) => String(result.errors?.[0]?.extensions.messageKey ?? 'OK')).sort();
  };
  /** One request succeeds, the others get `code`. */
  const oneWins = (code: string) => ['OK', ...Array.from({ length: TIMES - 1 }, () => code)].sort();

  it('should add a dictionary entry once when its form is submitted several times at once', async () => {
    const admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const code = `race_${Date.now().toString(36)}`;
    expect(
      await sentTogether(
        'mutation ($input: DictInput!) { submitDict(input: $input) { id } }',
        () => ({ code, dictValue: '并发字典', sort: 1, isSealed: 0 }),
        admin,
      ),
    ).toEqual(oneWins('CONFLICT'));
    expect(await em().count(Dict, { code, dictKey: '-1' }, { filters: false })).toBe(1);
  });

  it('should never leave a dictionary item under a root removed at the same time', async () => {
    const admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const submit = (input: Record<string, unknown>) =>
      graphql<{ submitDict: { id: string } }>(
        app.http,
        'mutation ($input: DictInput!) { submitDict(input: $input) { id } }',
        { input: { sort: 1, isSealed: 0, ...input } },
        { token: admin },
      );
    for (let round = 0; round < 3; round += 1) {
      const code = `root_${round}_${Date.now().toString(36)}`;
      const root = (await submit({ code, dictValue: '根' })).data?.submitDict.id as string;
      const [added, removed] = await Promise.all([
        submit({ parentId: root, code, dictKey: '1', dictValue: '项' }),
        graphql<{ removeDicts: number }>(app.http, 'mutation ($ids: [ID!]!) { removeDicts(ids: $ids) }', { ids: [root] }, { token: admin }),
      ]);
      // One of the two wins; the other is refused (no live item under a removed root).
      expect([added.errors?.[0]?.extensions.code, removed.errors?.[0]?.extensions.code].sort()).toEqual(
        added.errors ? [undefined, 'VALIDATION'].sort() : [undefined, 'CONFLICT'].sort(),
      );
      const rootLive = await em().count(Dict, { id: root, isDeleted: 0 }, { filters: false });
      const itemsLive = await em().count(Dict, { parentId: root, isDeleted: 0 }, { filters: false });
      expect(rootLive === 0 && itemsLive > 0).toBe(false);
    }
  });

  it('should not let two departments become each other’s parent when they are moved at the same time', async () => {
    const admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const submit = (input: Record<string, unknown>) =>
      graphql<{ submitDept: { id: string } }>(
        app.http,
        'mutation ($input: DeptInput!) { submitDept(input: $input) { id } }',
        { input: { deptCategory: 2, sort: 1, ...input } },
        { token: admin },
      );
    for (let round = 0; round < 3; round += 1) {
      const [one = '', two = ''] = await Promise.all(
        ['甲', '乙'].map(async (name) => {
          const added = await submit({ deptName: `${name}${round}`, fullName: `${name}${round}`, parentId: DEMO_DEPT_IDS.school });
          return added.data?.submitDept.id as string;
        }),
      );
      await Promise.all([
        submit({ id: one, deptName: `甲${round}`, fullName: `甲${round}`, parentId: two }),
        submit({ id: two, deptName: `乙${round}`, fullName: `乙${round}`, parentId: one }),
      ]);
      const rows = await em().find(Dept, { id: { $in: [one, two] } }, { filters: false });
      const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
      // At most one of the moves may win: both make a cycle that no longer reaches the root.
      expect([parentOf.get(one) === two, parentOf.get(two) === one]).not.toEqual([true, true]);
      for (const row of rows) {
        const parent = rows.find((other) => other.id === row.parentId);
        if (parent) {
          expect(row.ancestors).toBe(`${parent.ancestors},${parent.id}`);
        }
      }
    }
  });

  it('should grant each menu to a role once when the grant is saved several times at once', async () => {
    const orm = app.application.orm;
    const admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const role = await buildRole(orm, { tenantId: DEMO_TENANT_ID, alias: `race${Date.now().toString(36)}`, permissions: [] });
    const menuIds = (await em().find(Menu, { code: { $in: ['dept', 'post', 'dept_add'] } }, { filters: false })).map((menu) => menu.id);
    expect(menuIds).toHaveLength(3);
    expect(
      await sentTogether(
        'mutation ($input: RoleGrantInput!) { grantRoles(input: $input) }',
        () => ({ roleIds: [role.id], menuIds }),
        admin,
      ),
    ).toEqual(Array.from({ length: TIMES }, () => 'OK'));
    const held = (await em().find(RoleMenu, { roleId: role.id }, { filters: false })).map((grant) => grant.menuId).sort();
    expect(held).toEqual([...menuIds].sort());
  });

  it('should create an account once when the new user form is submitted several times at once', async () => {
    const tenant = await buildTenant(app.application.orm, { permissions: ['user', 'user_add', 'user_edit'] });
    const admin = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const account = `race${Date.now() % 1_000_000}`;
    expect(
      await sentTogether(
        'mutation ($input: UserInput!) { submitUser(input: $input) { id } }',
        () => ({ account, password: 'secret1', realName: '并发', roleIds: [tenant.adminRoleId], deptIds: [tenant.deptId] }),
        admin,
      ),
    ).toEqual(oneWins('CONFLICT'));
    expect(await em().count(User, { tenantId: tenant.tenantId, account }, { filters: false })).toBe(1);
  });

  it('should not let two roles become each other’s parent when they are moved at the same time', async () => {
    const admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const submit = (input: Record<string, unknown>) =>
      graphql<{ submitRole: { id: string } }>(
        app.http,
        'mutation ($input: RoleInput!) { submitRole(input: $input) { id } }',
        { input: { sort: 1, ...input } },
        { token: admin },
      );
    const suffix = Date.now().toString(36);
    const [one = '', two = ''] = await Promise.all(
      ['a', 'b'].map(
        async (name) => (await submit({ roleName: `${name}${suffix}`, roleAlias: `${name}${suffix}` })).data?.submitRole.id as string,
      ),
    );
    const moved = await Promise.all([
      submit({ id: one, roleName: `a${suffix}`, roleAlias: `a${suffix}`, parentId: two }),
      submit({ id: two, roleName: `b${suffix}`, roleAlias: `b${suffix}`, parentId: one }),
    ]);
    expect(moved.filter((result) => result.errors?.[0]?.extensions.code === 'VALIDATION')).toHaveLength(1);
    const rows = await em().find(Role, { id: { $in: [one, two] } }, { filters: false });
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
    expect([parentOf.get(one) === two, parentOf.get(two) === one]).not.toEqual([true, true]);
  });

  it('should add a menu code once when the menu form is submitted several times at once', async () => {
    const admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const code = `race_${Date.now().toString(36)}`;
    expect(
      await sentTogether(
        'mutation ($input: MenuInput!) { submitMenu(input: $input) { id } }',
        () => ({ code, name: code, path: `/${code}`, category: 2, sort: 1 }),
        admin,
      ),
    ).toEqual(oneWins('CONFLICT'));
    expect(await em().count(Menu, { code }, { filters: false })).toBe(1);
  });

  it('should add a post code once when the post form is submitted several times at once', async () => {
    const admin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    const postCode = `r${Date.now().toString(36)}`.slice(0, 12);
    expect(
      await sentTogether(
        'mutation ($input: PostInput!) { submitPost(input: $input) { id } }',
        () => ({ postCode, postName: '并发岗位', category: 1, sort: 1 }),
        admin,
      ),
    ).toEqual(oneWins('CONFLICT'));
    expect(await em().count(Post, { postCode, tenantId: DEMO_TENANT_ID }, { filters: false })).toBe(1);
  });

  it('should add every user when new users with different accounts are submitted at the same time', async () => {
    const tenant = await buildTenant(app.application.orm, { permissions: ['user', 'user_add', 'user_edit'] });
    // A quota far away: each addition counts the tenant's users with a locking read (MySQL/MariaDB).
    await em().nativeUpdate(Tenant, { tenantId: tenant.tenantId }, { accountNumber: 1000 });
    const admin = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const prefix = `many${Date.now() % 1_000_000}`;
    for (let round = 0; round < 10; round += 1) {
      expect(
        await sentTogether(
          'mutation ($input: UserInput!) { submitUser(input: $input) { id } }',
          (index) => ({
            account: `${prefix}_${round}_${index}`,
            password: 'secret1',
            realName: '并发',
            roleIds: [tenant.adminRoleId],
            deptIds: [tenant.deptId],
          }),
          admin,
        ),
      ).toEqual(Array.from({ length: TIMES }, () => 'OK'));
    }
    expect(await em().count(User, { tenantId: tenant.tenantId, account: { $like: `${prefix}%` } }, { filters: false })).toBe(10 * TIMES);
  });

  it('should keep a tenant within its account quota when new users are submitted at the same time', async () => {
    const orm = app.application.orm;
    const tenant = await buildTenant(orm, { permissions: ['user', 'user_add', 'user_edit'] });
    const row = await em().findOneOrFail(Tenant, { tenantId: tenant.tenantId });
    const fork = em();
    await fork.nativeUpdate(
      Tenant,
      { id: row.id },
      { accountNumber: (await fork.count(User, { tenantId: tenant.tenantId }, { filters: false })) + 1 },
    );
    const admin = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
    const user = (index: number) => ({
      account: `quota${index}`,
      password: 'secret1',
      realName: '额度',
      roleIds: [tenant.adminRoleId],
      deptIds: [tenant.deptId],
    });
    expect(await sentTogether('mutation ($input: UserInput!) { submitUser(input: $input) { id } }', user, admin)).toEqual(
      oneWins('QUOTA_EXCEEDED'),
    );
  });

  it('should refuse a parameter key or client id taken at the same time with its own message', async () => {
    const admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    const stamp = Date.now().toString(36);
    expect(
      await messageKeysTogether(
        'mutation ($input: ParamInput!) { submitParam(input: $input) { id } }',
        { paramName: '并发参数', paramKey: `race.${stamp}`, paramValue: '1' },
        admin,
      ),
    ).toEqual(oneWins('param.keyExists'));
    expect(
      await messageKeysTogether(
        'mutation ($input: ClientInput!) { submitClient(input: $input) { client { id } } }',
        { clientId: `race_${stamp}`, authorizedGrantTypes: ['password'] },
        admin,
      ),
    ).toEqual(oneWins('client.clientIdExists'));
  });
});
