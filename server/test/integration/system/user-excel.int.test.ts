import type { MikroORM } from '@mikro-orm/core';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { Dept } from '../../../src/modules/system/dept/dept.entity';
import { Tenant } from '../../../src/modules/system/tenant/tenant.entity';
import { UserDept } from '../../../src/modules/system/user/user-dept.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { buildRole, buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { legacyLogin, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const HEADERS = [
  '租户编号',
  '用户平台',
  '用户平台名称',
  '账户',
  '昵称',
  '姓名',
  '邮箱',
  '手机',
  '角色ID',
  '部门ID',
  '岗位ID',
  '角色名称',
  '部门名称',
  '岗位名称',
  '生日',
];

async function workbook(rows: Array<Record<string, string>>, headers: string[] = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(headers);
  for (const row of rows) {
    sheet.addRow(headers.map((header) => row[header] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(response: Response): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.body as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

const binary = (response: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('users (Excel import and export)', () => {
  let app: TestApp;
  let orm: MikroORM;
  let tenant: BuiltTenant;
  let token: string;
  let teachingDeptId: string;

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    tenant = await buildTenant(orm, { permissions: ['user', 'user_import', 'user_export'] });
    const em = orm.em.fork();
    teachingDeptId = em.create(Dept, {
      tenantId: tenant.tenantId,
      deptName: '教学部',
      parentId: tenant.deptId,
      ancestors: `0,${tenant.deptId}`,
    }).id;
    await em.flush();
    await buildRole(orm, { tenantId: tenant.tenantId, alias: '教师' });
    token = (await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).access_token;
  });

  afterAll(async () => {
    await app.close();
  });

  const upload = (file: Buffer, name = 'users.xlsx', fields: Record<string, string> = {}, language = 'zh-CN') => {
    let request = app.http
      .post('/api/blade-user/import-user')
      .set('Blade-Auth', `bearer ${token}`)
      .set('Accept-Language', language)
      .attach('file', file, name);
    for (const [key, value] of Object.entries(fields)) {
      request = request.field(key, value);
    }
    return request;
  };
  const count = () => orm.em.fork().count(User, { tenantId: tenant.tenantId }, { filters: false });

  it('should hand out the template with the legacy headers in the caller’s language', async () => {
    const zh = await app.http.get('/api/blade-user/export-template').query({ 'Blade-Auth': token }).buffer(true).parse(binary);
    expect(zh.status).toBe(200);
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    expect((await rowsOf(zh))[0]).toEqual(HEADERS);
    const en = await app.http
      .get('/api/blade-user/export-template')
      .set('Blade-Auth', `bearer ${token}`)
      .set('Accept-Language', 'en-US,en')
      .buffer(true)
      .parse(binary);
    expect((await rowsOf(en))[0]?.slice(0, 4)).toEqual(['Tenant ID', 'User platform', 'Platform name', 'Account']);
    expect((await app.http.get('/api/blade-user/export-template')).status).toBe(401);
  });

  it('should write nothing and report the row when one row of the workbook is bad', async () => {
    const before = await count();
    const file = await workbook([
      { 账户: 'import1', 姓名: '甲', 角色名称: 'admin', 部门名称: '教学部', 手机: '13800000011' },
      { 账户: 'import2', 姓名: '乙', 角色名称: '不存在的角色', 部门名称: '教学部', 邮箱: 'bad-mail' },
      { 账户: 'import3', 姓名: '丙', 角色名称: '教师', 部门名称: `Dept ${tenant.tenantId}` },
    ]);
    const response = await upload(file);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, success: false, msg: '导入失败，共 2 处错误' });
    expect(response.body.data.errors).toEqual([
      { row: 3, column: '邮箱', message: '邮箱格式不正确' },
      { row: 3, column: '角色名称', message: '角色不存在: 不存在的角色' },
    ]);
    expect(await count()).toBe(before);
    const english = await upload(file, 'users.xlsx', {}, 'en');
    expect(english.body.data.errors).toContainEqual({ row: 3, column: 'Role names', message: 'No such role in this tenant: 不存在的角色' });
  });

  it('should import every row in one go, refuse existing accounts unless covered, and resolve names', async () => {
    const before = await count();
    const file = await workbook([
      {
        账户: 'import1',
        姓名: '甲',
        角色名称: 'admin,教师',
        部门名称: '教学部',
        手机: '13800000011',
        生日: '2001-02-03',
        用户平台名称: 'APP',
      },
      { 账户: 'import3', 姓名: '丙', 角色名称: '教师', 部门ID: tenant.deptId },
    ]);
    const response = await upload(file);
    expect(response.body).toEqual({ code: 200, success: true, data: { inserted: 2, updated: 0 }, msg: '操作成功' });
    expect(await count()).toBe(before + 2);
    const imported = await orm.em.fork().findOneOrFail(User, { tenantId: tenant.tenantId, account: 'import1' }, { filters: false });
    expect(imported).toMatchObject({ realName: '甲', userType: 2, deptId: teachingDeptId, phone: '13800000011' });
    expect(imported.roleId.split(',')).toHaveLength(2);
    expect(await orm.em.fork().count(UserDept, { userId: imported.id }, { filters: false })).toBe(1);
    expect((await legacyLogin(app.http, tenant.tenantId, 'import1', '123456')).body.access_token).toBeDefined();

    const again = await upload(await workbook([{ 账户: 'import1', 姓名: '甲改', 角色名称: 'admin', 部门名称: '教学部' }]));
    expect(again.body.data.errors).toEqual([{ row: 2, column: '账户', message: '账号已存在: import1（未选择覆盖）' }]);
    const covered = await upload(await workbook([{ 账户: 'import1', 姓名: '甲改', 角色名称: 'admin', 部门名称: '教学部' }]), 'users.xlsx', {
      isCovered: '1',
    });
    expect(covered.body.data).toEqual({ inserted: 0, updated: 1 });
    expect((await orm.em.fork().findOneOrFail(User, { id: imported.id }, { filters: false })).realName).toBe('甲改');
    const duplicateRows = await upload(
      await workbook([
        { 账户: 'dupe', 角色名称: 'admin', 部门名称: '教学部' },
        { 账户: 'dupe', 角色名称: 'admin', 部门名称: '教学部' },
      ]),
    );
    expect(duplicateRows.body.data.errors).toEqual([{ row: 3, column: '账户', message: '账号在文件中重复: dupe' }]);
  });

  it('should check the quota for the whole file', async () => {
    const em = orm.em.fork();
    const row = await em.findOneOrFail(Tenant, { tenantId: tenant.tenantId });
    const current = await count();
    row.accountNumber = current + 1;
    await em.flush();
    try {
      const response = await upload(
        await workbook([
          { 账户: 'q1', 角色名称: 'admin', 部门名称: '教学部' },
          { 账户: 'q2', 角色名称: 'admin', 部门名称: '教学部' },
        ]),
      );
      expect(response.body.data.errors).toEqual([{ row: 3, column: '账户', message: '当前租户已到最大账号额度!' }]);
      expect(await count()).toBe(current);
    } finally {
      row.accountNumber = -1;
      await em.flush();
    }
  });

  it('should refuse files that are not small xlsx workbooks', async () => {
    expect((await upload(Buffer.from('account\nx'), 'users.csv')).body.msg).toBe('只能导入 xlsx 格式的文件');
    expect((await upload(Buffer.from('PK\u0003\u0004 not really a zip'), 'users.xlsx')).body.msg).toBe('无法读取该 Excel 文件');
    expect((await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'users.xlsx')).body.msg).toBe('文件不能超过 5 MB');
    expect((await upload(await workbook([{ 账户: 'x' }], ['账户', '备注']))).body.msg).toBe('表头不正确，请使用导入模板');
    expect((await upload(await workbook([]))).body.msg).toBe('文件中没有数据');
    const tooMany = await workbook(
      Array.from({ length: 5001 }, (_, index) => ({ 账户: `bulk${index}`, 角色名称: 'admin', 部门名称: '教学部' })),
    );
    expect((await upload(tooMany)).body.msg).toBe('一次最多导入 5000 行');
    const anonymous = await app.http.post('/api/blade-user/import-user').attach('file', await workbook([]), 'users.xlsx');
    expect(anonymous.status).toBe(401);
    const plain = await buildUser(orm, {
      tenantId: tenant.tenantId,
      roleIds: [(await buildRole(orm, { tenantId: tenant.tenantId, alias: 'plain' })).id],
      deptId: tenant.deptId,
    });
    const plainToken = (await legacyToken(app.http, tenant.tenantId, plain.account, plain.password)).access_token;
    const forbidden = await app.http
      .post('/api/blade-user/import-user')
      .set('Blade-Auth', `bearer ${plainToken}`)
      .attach('file', await workbook([{ 账户: 'sneaky', 角色名称: 'admin', 部门名称: '教学部' }]), 'users.xlsx');
    expect(forbidden.status).toBe(403);
    expect((await app.http.get('/api/blade-user/export-user').set('Blade-Auth', `bearer ${plainToken}`)).status).toBe(403);
    expect(await orm.em.fork().count(User, { account: 'sneaky' }, { filters: false })).toBe(0);
  });

  it('should export exactly the users matching the list filters, never another tenant’s', async () => {
    const other = await buildTenant(orm);
    await buildUser(orm, { tenantId: other.tenantId, account: 'imp-other', roleIds: [other.adminRoleId], deptId: other.deptId });
    const teaching = await app.http
      .get('/api/blade-user/export-user')
      .query({ 'Blade-Auth': token, deptId: teachingDeptId })
      .buffer(true)
      .parse(binary);
    expect(teaching.status).toBe(200);
    expect(teaching.headers['content-disposition']).toContain('.xlsx');
    const rows = await rowsOf(teaching);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['import1']);
    expect(rows[1]).toEqual(expect.arrayContaining([tenant.tenantId, '1', 'WEB', 'import1', '甲改', 'admin', '教学部']));
    const byAccount = await app.http
      .get('/api/blade-user/export-user')
      .set('Blade-Auth', `bearer ${token}`)
      .query({ account: 'import' })
      .buffer(true)
      .parse(binary);
    expect(
      (await rowsOf(byAccount))
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual(['import1', 'import3']);
    expect((await app.http.get('/api/blade-user/export-user')).status).toBe(401);
  });
});
