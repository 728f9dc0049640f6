import { Region } from '../../../src/modules/base/region/region.entity';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const CHILDREN = `
    query ($parentCode: String, $filter: RegionFilter) {
      regionChildren(parentCode: $parentCode, filter: $filter) {
        code
        name
        parentName
        hasChildren
        regionLevel
      }
    }
  `;
const DETAIL = `
    query ($code: String!) {
      region(code: $code) {
        code
        parentCode
        ancestors
        name
        provinceCode
        provinceName
        cityCode
        cityName
        districtCode
        districtName
        regionLevel
        parentName
        hasChildren
      }
    }
  `;
const OPTIONS = 'query ($parentCode: String!) { regionOptions(parentCode: $parentCode) { code name } }';
const SUBMIT = `
    mutation ($input: RegionInput!) {
      submitRegion(input: $input) {
        code
        ancestors
        regionLevel
        provinceName
        cityCode
        cityName
        districtCode
      }
    }
  `;
const REMOVE = 'mutation ($code: String!) { removeRegion(code: $code) }';

type RegionRow = { code: string; name: string; parentName: string | null; hasChildren: boolean; regionLevel: number };

describe('regions', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  const count = () => app.application.orm.em.fork().count(Region, {});

  it('should seed the country and the 34 provincial-level divisions as a lazy tree', async () => {
    const top = await graphql<{ regionChildren: RegionRow[] }>(app.http, CHILDREN, { parentCode: '0' }, { token: admin });
    expect(top.data?.regionChildren).toEqual([{ code: '00', name: '中华人民共和国', parentName: null, hasChildren: true, regionLevel: 0 }]);
    const provinces = await graphql<{ regionChildren: RegionRow[] }>(app.http, CHILDREN, { parentCode: '00' }, { token: admin });
    expect(provinces.data?.regionChildren).toHaveLength(34);
    expect(provinces.data?.regionChildren[0]).toEqual({
      code: '11',
      name: '北京市',
      parentName: '中华人民共和国',
      hasChildren: false,
      regionLevel: 1,
    });
    expect(provinces.data?.regionChildren.map((row) => row.code).slice(-3)).toEqual(['71', '81', '82']);
    const search = await graphql<{ regionChildren: RegionRow[] }>(
      app.http,
      CHILDREN,
      { parentCode: null, filter: { name: '自治区' } },
      { token: admin },
    );
    expect(search.data?.regionChildren.map((row) => row.code)).toEqual(['15', '45', '54', '64', '65']);
    expect(await count()).toBe(35);
  });

  it(
    'should add cities and districts below their parents with the chain filled in, rename along the chain, and delete ' + 'leaves',
    async () => {
      const city = await graphql<{ submitRegion: Record<string, unknown> }>(
        app.http,
        SUBMIT,
        { input: { code: '3201', parentCode: '32', name: '南京市', sort: 1 } },
        { token: admin },
      );
      expect(city.errors).toBeUndefined();
      expect(city.data?.submitRegion).toEqual({
        code: '3201',
        ancestors: '0,00,32',
        regionLevel: 2,
        provinceName: '江苏省',
        cityCode: '3201',
        cityName: '南京市',
        districtCode: null,
      });
      const district = await graphql<{ submitRegion: Record<string, unknown> }>(
        app.http,
        SUBMIT,
        { input: { code: '320102', parentCode: '3201', name: '玄武区' } },
        { token: admin },
      );
      expect(district.data?.submitRegion).toMatchObject({
        ancestors: '0,00,32,3201',
        regionLevel: 3,
        cityName: '南京市',
        districtCode: '320102',
      });
      const rename = await graphql(app.http, SUBMIT, { input: { code: '32', name: '江苏', sort: 10 } }, { token: admin });
      expect(rename.errors).toBeUndefined();
      const detail = await graphql<{ region: Record<string, unknown> }>(app.http, DETAIL, { code: '320102' }, { token: admin });
      expect(detail.data?.region).toMatchObject({
        code: '320102',
        parentCode: '3201',
        provinceCode: '32',
        provinceName: '江苏',
        cityName: '南京市',
        districtName: '玄武区',
        parentName: '南京市',
        hasChildren: false,
      });
      const lazy = await graphql<{ regionChildren: RegionRow[] }>(
        app.http,
        CHILDREN,
        { parentCode: '00', filter: { code: '32' } },
        { token: admin },
      );
      expect(lazy.data?.regionChildren).toEqual([
        { code: '32', name: '江苏', parentName: '中华人民共和国', hasChildren: true, regionLevel: 1 },
      ]);
      const refused = await graphql(app.http, REMOVE, { code: '3201' }, { token: admin });
      expect(refused.errors?.[0]).toMatchObject({ message: '请先删除子节点!', extensions: { code: 'CONFLICT' } });
      expect((await graphql(app.http, REMOVE, { code: '320102' }, { token: admin })).data).toEqual({ removeRegion: 1 });
      expect((await graphql(app.http, REMOVE, { code: '3201' }, { token: admin })).data).toEqual({ removeRegion: 1 });
      expect((await graphql(app.http, REMOVE, { code: '3201' }, { token: admin })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(await count()).toBe(35);
    },
  );

  it('should refuse bad codes and parents with translated messages and write nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: '32a1', parentCode: '32', name: '南京市' }, 'code', 'The region code must be 2 to 12 digits'],
      [{ code: '3301', parentCode: '32', name: '杭州市' }, 'code', 'The region code must start with the parent code: 32'],
      [{ code: '9901', parentCode: '99', name: '无' }, 'parentCode', 'The parent region does not exist: 99'],
      [{ code: '9902', name: '无' }, 'parentCode', 'Please select the parent region'],
      [{ code: '3202', parentCode: '32', name: ' ' }, 'name', 'Please enter the region name'],
      [{ code: '11', parentCode: '12', name: '北京市' }, 'parentCode', 'The parent region cannot be changed'],
    ];
    for (const [input, field, message] of cases) {
      const result = await graphql(app.http, SUBMIT, { input }, { token: admin, language: 'en' });
      expect(result.errors?.[0]?.extensions.fields).toEqual([{ field, message }]);
    }
    expect(await count()).toBe(before);
  });

  it('should let other tenants read the global regions but never change them, and refuse the unauthorized', async () => {
    const before = await count();
    expect((await graphql(app.http, CHILDREN, { parentCode: '00' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const demo = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    expect(
      (await graphql<{ regionChildren: RegionRow[] }>(app.http, CHILDREN, { parentCode: '00' }, { token: demo })).data?.regionChildren,
    ).toHaveLength(34);
    expect(
      (await graphql(app.http, SUBMIT, { input: { code: '1101', parentCode: '11', name: '市辖区' } }, { token: demo })).errors?.[0]
        ?.extensions.code,
    ).toBe('FORBIDDEN');
    const other = await buildTenant(app.application.orm, { permissions: ['region', 'region_add', 'region_edit', 'region_delete'] });
    const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', 'admin-pass')).accessToken;
    const add = await graphql(app.http, SUBMIT, { input: { code: '1101', parentCode: '11', name: '市辖区' } }, { token: otherToken });
    expect(add.errors?.[0]).toMatchObject({ message: '行政区划只能由平台管理员维护', extensions: { code: 'FORBIDDEN' } });
    expect(
      (await graphql(app.http, SUBMIT, { input: { code: '11', name: '改名' } }, { token: otherToken })).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    expect((await graphql(app.http, REMOVE, { code: '82' }, { token: otherToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    // A user without the region menu still gets the cascading selects, not the management lists.
    const role = await buildRole(app.application.orm, { tenantId: DEMO_TENANT_ID, alias: 'no-region' });
    const user = await buildUser(app.application.orm, { tenantId: DEMO_TENANT_ID, roleIds: [role.id], deptId: DEMO_DEPT_IDS.school });
    const userToken = (await graphqlToken(app.http, DEMO_TENANT_ID, user.account, user.password)).accessToken;
    expect(
      (await graphql<{ regionOptions: RegionRow[] }>(app.http, OPTIONS, { parentCode: '00' }, { token: userToken })).data?.regionOptions,
    ).toHaveLength(34);
    expect((await graphql(app.http, CHILDREN, { parentCode: '00' }, { token: userToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, DETAIL, { code: '11' }, { token: userToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
    expect((await app.application.orm.em.fork().findOneOrFail(Region, { code: '11' })).name).toBe('北京市');
  });

  /** The legacy region paths keyed by code; the `it`s work in order on the city the second one adds. */
  describe('legacy paths', () => {
    let auth: Record<string, string>;

    beforeAll(async () => {
      auth = await legacyAuth(app.http, '000000', 'admin', 'admin');
    });

    it('should serve lazy-tree with codes as ids', async () => {
      const tree = await app.http.get('/api/blade-system/region/lazy-tree').query({ parentCode: '00' }).set(auth);
      expect(tree.body.data[0]).toEqual({ id: '11', parentId: '00', title: '北京市', key: '11', value: '11', hasChildren: false });
    });

    it('should add a city over submit (numbers accepted for codes) and lazy-list it with every level column', async () => {
      const submit = await app.http
        .post('/api/blade-system/region/submit')
        .set(auth)
        .send({ code: 4401, parentCode: 44, name: '广州市', sort: '1', regionLevel: 2, subCode: '01' });
      expect(submit.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      const lazyList = await app.http.get('/api/blade-system/region/lazy-list').query({ parentCode: '44' }).set(auth);
      expect(lazyList.body.data).toEqual([
        {
          id: '4401',
          parentId: '44',
          parentName: '广东省',
          hasChildren: false,
          code: '4401',
          parentCode: '44',
          ancestors: '0,00,44',
          name: '广州市',
          provinceCode: '44',
          provinceName: '广东省',
          cityCode: '4401',
          cityName: '广州市',
          districtCode: '',
          districtName: '',
          townCode: '',
          townName: '',
          villageCode: '',
          villageName: '',
          regionLevel: 2,
          sort: 1,
          remark: '',
        },
      ]);
    });

    it('should serve list, detail and select', async () => {
      const list = await app.http
        .get('/api/blade-system/region/list')
        .query({ current: 1, size: 10, regionLevel: 1, name: '广' })
        .set(auth);
      expect(list.body.data).toMatchObject({ total: 2, pages: 1, records: [{ code: '44' }, { code: '45' }] });
      const detail = await app.http.get('/api/blade-system/region/detail').query({ code: '44' }).set(auth);
      expect(detail.body.data).toMatchObject({ id: '44', code: '44', parentName: '中华人民共和国', hasChildren: true, regionLevel: 1 });
      const select = await app.http.get('/api/blade-system/region/select').query({ code: '44' }).set(auth);
      expect(select.body.data.map((row: { code: string }) => row.code)).toEqual(['4401']);
      expect((await app.http.get('/api/blade-system/region/select').set(auth)).body.data).toHaveLength(34);
    });

    it('should refuse removing a region with children and remove a leaf', async () => {
      const refused = await app.http.post('/api/blade-system/region/remove?id=44').set(auth);
      expect(refused.body).toMatchObject({ code: 400, success: false, msg: '请先删除子节点!' });
      const removed = await app.http.post('/api/blade-system/region/remove?id=4401').set(auth);
      expect(removed.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
      expect(await app.application.orm.em.fork().count(Region, { code: '4401' })).toBe(0);
    });

    it('should refuse anonymous callers', async () => {
      expect((await app.http.get('/api/blade-system/region/lazy-tree').query({ parentCode: '00' })).status).toBe(401);
    });
  });
});
