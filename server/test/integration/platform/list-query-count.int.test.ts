import type { MikroORM } from '@mikro-orm/core';
import { Post } from '../../../src/modules/system/post/post.entity';
import { UserDept } from '../../../src/modules/system/user/user-dept.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { buildBank, buildQuestions } from '../../factories/exam.factory';
import { buildTenant, type BuiltTenant } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { selectsDuring } from '../../helpers/query-count';

/**
 * List pages read with a fixed number of queries: a page of 50 costs the same statements as a page of 10
 * (joined reads or one batched read per related table, never a lookup per row). Add a row here for each
 * admin list whose rows carry related names.
 */
const LISTS: Array<{ name: string; query: string; total: (data: Record<string, { total: number }>) => number }> = [
  {
    name: 'users (with role, department and post names)',
    query:
      'query ($size: Int!) { users(page: { current: 1, size: $size }) { total records { id roleNames deptNames postNames tenantName } } }',
    total: (data) => data['users']?.total ?? 0,
  },
  {
    name: 'questions (with options and bank names)',
    query: 'query ($size: Int!) { questions(page: { current: 1, size: $size }) { total records { id bankName options { id content } } } }',
    total: (data) => data['questions']?.total ?? 0,
  },
];

describe('list pages read with a fixed number of queries', () => {
  let app: TestApp;
  let orm: MikroORM;
  let tenant: BuiltTenant;
  let token: string;

  beforeAll(async () => {
    app = await startTestApp();
    orm = app.application.orm;
    tenant = await buildTenant(orm, { permissions: ['user', 'exam_question'] });
    const em = orm.em.fork();
    const post = em.create(Post, { tenantId: tenant.tenantId, category: 1, postCode: 'p1', postName: 'Post', sort: 1 });
    for (let index = 0; index < 60; index += 1) {
      const user = em.create(User, {
        tenantId: tenant.tenantId,
        account: `row${index}`,
        password: 'not-a-login',
        realName: `Row ${index}`,
        roleId: tenant.adminRoleId,
        deptId: tenant.deptId,
        postId: post.id,
      });
      em.create(UserDept, { tenantId: tenant.tenantId, userId: user.id, deptId: tenant.deptId });
    }
    await em.flush();
    const bank = await buildBank(orm, { tenantId: tenant.tenantId });
    await buildQuestions(orm, { tenantId: tenant.tenantId, bankId: bank.id, count: 60 });
    token = (await graphqlToken(app.http, tenant.tenantId, 'admin', 'admin-pass')).accessToken;
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(LISTS)('$name: a page of 50 costs no more queries than a page of 10', async ({ query, total }) => {
    const page = async (size: number) => {
      const result = await graphql<Record<string, { total: number }>>(app.http, query, { size }, { token });
      expect(result.errors).toBeUndefined();
      expect(total(result.data ?? {})).toBeGreaterThan(50);
    };
    // The first read warms what is cached per session (session row, grants, permission codes).
    await page(10);
    const ten = await selectsDuring(orm, () => page(10));
    const fifty = await selectsDuring(orm, () => page(50));
    expect(fifty).toBe(ten);
    expect(ten).toBeLessThanOrEqual(8);
  });
});
