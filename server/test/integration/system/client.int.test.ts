import { Client } from '../../../src/modules/system/client/client.entity';
import { CLIENT_IDS } from '../../../src/seeders/base/base-ids';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken, md5 } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const LIST = `
    query ($filter: ClientFilter, $page: PageInput) {
      clients(filter: $filter, page: $page) {
        records {
          id
          clientId
          authorizedGrantTypes
        }
        total
      }
    }
  `;
const SUBMIT = `
    mutation ($input: ClientInput!) {
      submitClient(input: $input) {
        client {
          id
          clientId
          authorizedGrantTypes
          accessTokenValidity
        }
        generatedSecret
      }
    }
  `;
const REMOVE = 'mutation ($ids: [ID!]!) { removeClients(ids: $ids) }';

describe('OAuth clients', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const tokenWith = (clientId: string, secret: string) =>
    app.http
      .post('/api/blade-auth/oauth/token')
      .query({ tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all' })
      .set('Authorization', `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`);

  /** One client's secret through its life; the `it`s work in order on the client the first one adds. */
  describe('client secrets', () => {
    const REFUSED = { error_code: 401, error_description: '客户端认证失败，请检查请求头参数' };
    let id: string;
    let secret: string;
    let next: string;

    it('should generate a secret once on add, keep only its argon2 hash, and accept it at the token endpoint', async () => {
      const added = await graphql<{ submitClient: { client: { id: string }; generatedSecret: string } }>(
        app.http,
        SUBMIT,
        { input: { clientId: 'mobile', authorizedGrantTypes: ['password', 'refresh_token', 'password'], accessTokenValidity: 600 } },
        { token: admin },
      );
      expect(added.errors).toBeUndefined();
      secret = added.data?.submitClient.generatedSecret ?? '';
      expect(secret.length).toBeGreaterThanOrEqual(32);
      id = added.data?.submitClient.client.id ?? '';
      const row = await em().findOneOrFail(Client, { id });
      expect(row.clientSecret).toMatch(/^\$argon2id\$/);
      expect(row.authorizedGrantTypes).toBe('password,refresh_token');
      expect((await tokenWith('mobile', secret)).body.access_token).toBeTruthy();
    });

    it('should keep the secret and answer none when a change sends no new one', async () => {
      const edited = await graphql<{ submitClient: { generatedSecret: string | null } }>(
        app.http,
        SUBMIT,
        { input: { id, clientId: 'mobile', authorizedGrantTypes: ['password'] } },
        { token: admin },
      );
      expect(edited.data?.submitClient.generatedSecret).toBeNull();
      expect((await tokenWith('mobile', secret)).body.access_token).toBeTruthy();
    });

    it('should rotate the secret on demand, refusing the old one', async () => {
      const rotated = await graphql<{ submitClient: { generatedSecret: string } }>(
        app.http,
        SUBMIT,
        { input: { id, clientId: 'mobile', authorizedGrantTypes: ['password'], rotateSecret: true } },
        { token: admin },
      );
      next = rotated.data?.submitClient.generatedSecret ?? '';
      expect(next).not.toBe(secret);
      expect((await tokenWith('mobile', secret)).body).toMatchObject(REFUSED);
      expect((await tokenWith('mobile', next)).body.access_token).toBeTruthy();
    });

    it('should take a secret the administrator chooses, answering none', async () => {
      const chosen = await graphql<{ submitClient: { generatedSecret: string | null } }>(
        app.http,
        SUBMIT,
        { input: { id, clientId: 'mobile', clientSecret: 'chosen-secret', authorizedGrantTypes: ['password'] } },
        { token: admin },
      );
      expect(chosen.data?.submitClient.generatedSecret).toBeNull();
      expect((await tokenWith('mobile', next)).body).toMatchObject(REFUSED);
      expect((await tokenWith('mobile', 'chosen-secret')).body.access_token).toBeTruthy();
    });

    it('should remove the client, whose secret then no longer signs in, leaving the others listed', async () => {
      const removed = await graphql<{ removeClients: number }>(app.http, REMOVE, { ids: [id] }, { token: admin });
      expect(removed.data?.removeClients).toBe(1);
      expect((await tokenWith('mobile', 'chosen-secret')).body).toMatchObject(REFUSED);
      const list = await graphql<{ clients: { total: number } }>(app.http, LIST, { filter: { clientId: 'sab' } }, { token: admin });
      expect(list.data?.clients.total).toBe(1);
    });
  });

  it('should never expose the secret hash', async () => {
    const introspection = await graphql<{ __type: { fields: Array<{ name: string }> } }>(
      app.http,
      '{ __type(name: "Client") { fields { name } } }',
      {},
      { token: admin },
    );
    const names = introspection.data?.__type.fields.map((field) => field.name) ?? [];
    expect(names).toContain('clientId');
    expect(names).not.toContain('clientSecret');
    expect(names).not.toContain('additionalInformation');
  });

  it('should refuse bad input with translated messages and write nothing', async () => {
    const before = await em().count(Client, {});
    const bad = await graphql(
      app.http,
      SUBMIT,
      { input: { clientId: 'bad id', clientSecret: 'short', authorizedGrantTypes: ['password', 'implicit'], accessTokenValidity: 5 } },
      { token: admin, language: 'en' },
    );
    expect(bad.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(bad.errors?.[0]?.extensions.fields?.map((field) => field.message)).toEqual([
      'The client id may contain letters, digits, _ and - only',
      'The client secret must have 8 to 128 characters',
      'Unsupported grant type (use password, refresh_token, captcha, authorization_code or social)',
      'Token validity must be between 60 seconds and one year',
    ]);
    const none = await graphql(app.http, SUBMIT, { input: { clientId: 'x1', authorizedGrantTypes: [] } }, { token: admin });
    expect(none.errors?.[0]?.extensions.fields?.[0]?.message).toBe('请选择授权类型');
    const duplicate = await graphql(
      app.http,
      SUBMIT,
      { input: { clientId: 'sword', authorizedGrantTypes: ['password'] } },
      { token: admin },
    );
    expect(duplicate.errors?.[0]).toMatchObject({ message: '客户端id已存在: sword', extensions: { code: 'CONFLICT' } });
    const web = await graphql(app.http, REMOVE, { ids: [CLIENT_IDS.saber] }, { token: admin });
    expect(web.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(await em().count(Client, {})).toBe(before);
  });

  it('should refuse anonymous callers, users without the administrator role and other tenants', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const orm = app.application.orm;
    const role = await buildRole(orm, {
      tenantId: '000000',
      alias: 'client-clerk',
      permissions: ['client', 'client_add', 'client_delete'],
    });
    const clerk = await buildUser(orm, { tenantId: '000000', roleIds: [role.id], deptId: '1123598813738675201' });
    const clerkToken = (await graphqlToken(app.http, '000000', clerk.account, clerk.password)).accessToken;
    const demoAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    for (const token of [clerkToken, demoAdmin]) {
      for (const [query, variables] of [
        [LIST, {}],
        ['query ($id: ID!) { client(id: $id) { id } }', { id: CLIENT_IDS.sword }],
        [SUBMIT, { input: { clientId: 'intruder', authorizedGrantTypes: ['password'] } }],
        [REMOVE, { ids: [CLIENT_IDS.sword] }],
      ] as const) {
        expect((await graphql(app.http, query, variables, { token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
    expect(await em().count(Client, { clientId: 'intruder' })).toBe(0);
    expect(await em().count(Client, { id: CLIENT_IDS.sword })).toBe(1);
  });

  it('should serve the legacy client paths in the contract shapes', async () => {
    const token = (await legacyToken(app.http, '000000', 'admin', 'admin')).access_token;
    const auth = { 'Blade-Auth': `bearer ${token}` };
    const submit = await app.http.post('/api/blade-system/client/submit').set(auth).send({
      clientId: 'legacy',
      clientSecret: '',
      authorizedGrantTypes: 'refresh_token,password,captcha',
      accessTokenValidity: '3600',
      refreshTokenValidity: 604800,
      scope: 'all',
    });
    expect(submit.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const secret = submit.body.data.clientSecret as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const created = await em().findOneOrFail(Client, { clientId: 'legacy' });
    const detail = await app.http.get('/api/blade-system/client/detail').query({ id: created.id }).set(auth);
    expect(detail.body.data).toMatchObject({
      clientId: 'legacy',
      clientSecret: '',
      authorizedGrantTypes: 'refresh_token,password,captcha',
      accessTokenValidity: 3600,
      webServerRedirectUri: '',
    });
    const list = await app.http.get('/api/blade-system/client/list').query({ clientId: 'legacy' }).set(auth);
    expect(list.body.data.total).toBe(1);
    const edit = await app.http.post('/api/blade-system/client/submit').set(auth).send({
      id: created.id,
      clientId: 'legacy',
      authorizedGrantTypes: 'password',
      accessTokenValidity: 1200,
      refreshTokenValidity: 7200,
    });
    expect(edit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    expect((await tokenWith('legacy', secret)).body.access_token).toBeTruthy();
    const invalid = await app.http
      .post('/api/blade-system/client/submit')
      .set(auth)
      .send({ clientId: 'legacy2', authorizedGrantTypes: 'password', accessTokenValidity: 'soon' });
    expect(invalid.status).toBe(400);
    const remove = await app.http.post(`/api/blade-system/client/remove?ids=${created.id}`).set(auth);
    expect(remove.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const demoToken = (await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).access_token;
    expect((await app.http.get('/api/blade-system/client/list').set({ 'Blade-Auth': `bearer ${demoToken}` })).status).toBe(403);
  });
});
