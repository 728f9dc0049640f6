import type { MikroORM } from '@mikro-orm/core';
import { hashPassword, md5Hex } from '../../core/auth/password';
import { Dept } from '../../modules/system/dept/dept.entity';
import { Post } from '../../modules/system/post/post.entity';
import { RoleMenu } from '../../modules/system/role/role-menu.entity';
import { Role } from '../../modules/system/role/role.entity';
import { Tenant } from '../../modules/system/tenant/tenant.entity';
import { User } from '../../modules/system/user/user.entity';
import { grantId } from '../base/base.seed';
import {
  EXAM_STAFF_MENU_CODES,
  EXAM_STUDENT_MENU_CODES,
  MENU_CODES_FOR_ALL_ROLES,
  MENU_CODES_FOR_TENANT_ADMINS,
  MENU_SEED,
  WORK_MENU_CODES,
} from '../base/menu.seed-data';
import { UserDept } from '../../modules/system/user/user-dept.entity';
import { insertMissing } from '../seed-writer';
import { runDemoExamAuthoringSeed } from './demo-exam-authoring.seed';
import { runDemoExamDeliverySeed } from './demo-exam-delivery.seed';
import { TENANT_FILTER } from '../../core/db/filters';
import { reportTenantSetup } from '../../modules/report/definition/report-tenant-setup';
import { runDemoNoticeSeed } from './demo-notice.seed';
import { DEMO_WORKFLOW_ROLE_IDS, runDemoWorkflowSeed } from './demo-workflow.seed';
import { DEMO_DEPT_IDS, DEMO_PASSWORDS, DEMO_POST_IDS, DEMO_ROLE_IDS, DEMO_TENANT_ID, DEMO_TENANT_ROW_ID, DEMO_USER_IDS } from './demo-ids';

/** A demo training school with an administrator, a teacher and a student. Idempotent. */
export async function runDemoSeed(orm: MikroORM): Promise<void> {
  const em = orm.em.fork({ useContext: false });
  const audit = { createUser: DEMO_USER_IDS.admin, createDept: DEMO_DEPT_IDS.school, updateUser: DEMO_USER_IDS.admin };
  const owned = { ...audit, tenantId: DEMO_TENANT_ID };
  await insertMissing(em, Tenant, [
    {
      id: DEMO_TENANT_ROW_ID,
      ...audit,
      tenantId: DEMO_TENANT_ID,
      tenantName: '示范培训学校',
      linkman: '王老师',
      contactNumber: '13800000000',
      address: '上海市浦东新区',
      accountNumber: 100,
    },
  ]);
  await insertMissing(em, Role, [
    { id: DEMO_ROLE_IDS.admin, ...owned, parentId: '0', roleName: '管理员', sort: 1, roleAlias: 'admin' },
    { id: DEMO_ROLE_IDS.teacher, ...owned, parentId: '0', roleName: '教师', sort: 2, roleAlias: 'teacher' },
    { id: DEMO_ROLE_IDS.student, ...owned, parentId: '0', roleName: '学员', sort: 3, roleAlias: 'student' },
  ]);
  await insertMissing(em, Dept, [
    {
      id: DEMO_DEPT_IDS.school,
      ...owned,
      parentId: '0',
      ancestors: '0',
      deptCategory: 1,
      deptName: '示范培训学校',
      fullName: '示范培训学校',
      sort: 1,
    },
    {
      id: DEMO_DEPT_IDS.academic,
      ...owned,
      parentId: DEMO_DEPT_IDS.school,
      ancestors: `0,${DEMO_DEPT_IDS.school}`,
      deptCategory: 2,
      deptName: '教务处',
      fullName: '示范培训学校教务处',
      sort: 1,
    },
  ]);
  await insertMissing(em, Post, [
    { id: DEMO_POST_IDS.principal, ...owned, category: 1, postCode: 'principal', postName: '校长', sort: 1 },
    { id: DEMO_POST_IDS.teacher, ...owned, category: 2, postCode: 'teacher', postName: '讲师', sort: 2 },
    { id: DEMO_POST_IDS.student, ...owned, category: 4, postCode: 'student', postName: '学员', sort: 3 },
  ]);
  const existingUsers = await em.find(
    User,
    { id: { $in: Object.values(DEMO_USER_IDS) } },
    { filters: { tenant: false, notDeleted: false }, fields: ['id'] },
  );
  if (existingUsers.length < Object.keys(DEMO_USER_IDS).length) {
    await insertMissing(em, User, [
      {
        id: DEMO_USER_IDS.admin,
        ...owned,
        account: 'admin',
        password: await hashPassword(md5Hex(DEMO_PASSWORDS.admin)),
        name: '教务管理员',
        realName: '王校长',
        email: 'admin@demo.example.com',
        phone: '13800000001',
        sex: 1,
        roleId: DEMO_ROLE_IDS.admin,
        deptId: DEMO_DEPT_IDS.school,
        postId: DEMO_POST_IDS.principal,
      },
      {
        id: DEMO_USER_IDS.teacher,
        ...owned,
        account: 'teacher',
        password: await hashPassword(md5Hex(DEMO_PASSWORDS.teacher)),
        name: '李老师',
        realName: '李明',
        email: 'teacher@demo.example.com',
        phone: '13800000002',
        sex: 1,
        roleId: DEMO_ROLE_IDS.teacher,
        deptId: DEMO_DEPT_IDS.academic,
        postId: DEMO_POST_IDS.teacher,
      },
      {
        id: DEMO_USER_IDS.student,
        ...owned,
        account: 'student',
        password: await hashPassword(md5Hex(DEMO_PASSWORDS.student)),
        name: '小张',
        realName: '张三',
        email: 'student@demo.example.com',
        phone: '13800000003',
        sex: 2,
        roleId: DEMO_ROLE_IDS.student,
        deptId: DEMO_DEPT_IDS.academic,
        postId: DEMO_POST_IDS.student,
      },
    ]);
  }
  await insertMissing(em, UserDept, [
    { id: grantId(DEMO_USER_IDS.admin, DEMO_DEPT_IDS.school), ...owned, userId: DEMO_USER_IDS.admin, deptId: DEMO_DEPT_IDS.school },
    { id: grantId(DEMO_USER_IDS.teacher, DEMO_DEPT_IDS.academic), ...owned, userId: DEMO_USER_IDS.teacher, deptId: DEMO_DEPT_IDS.academic },
    { id: grantId(DEMO_USER_IDS.student, DEMO_DEPT_IDS.academic), ...owned, userId: DEMO_USER_IDS.student, deptId: DEMO_DEPT_IDS.academic },
  ]);
  const menus = MENU_SEED.filter((menu) => MENU_CODES_FOR_ALL_ROLES.includes(menu.code));
  const adminMenus = MENU_SEED.filter((menu) => MENU_CODES_FOR_TENANT_ADMINS.includes(menu.code));
  await insertMissing(em, RoleMenu, [
    ...Object.values(DEMO_ROLE_IDS).flatMap((roleId) =>
      menus.map((menu) => ({ id: grantId(roleId, menu.id), ...owned, roleId, menuId: menu.id })),
    ),
    ...adminMenus.map((menu) => ({ id: grantId(DEMO_ROLE_IDS.admin, menu.id), ...owned, roleId: DEMO_ROLE_IDS.admin, menuId: menu.id })),
    ...grantsOf(DEMO_ROLE_IDS.teacher, EXAM_STAFF_MENU_CODES),
    ...grantsOf(DEMO_ROLE_IDS.student, EXAM_STUDENT_MENU_CODES),
  ]);
  await runDemoNoticeSeed(em);
  await runDemoExamAuthoringSeed(em);
  await runDemoExamDeliverySeed(em);
  await runDemoWorkflowSeed(orm);
  // The built-in reports, as a new tenant gets them (the report pages and their grants come with the report menus).
  const reportEm = orm.em.fork({ useContext: false });
  reportEm.setFilterParams(TENANT_FILTER, { tenantId: DEMO_TENANT_ID });
  await reportTenantSetup.run(reportEm, DEMO_TENANT_ID);
  // Everyone applies for leave and approves (the admin role has the work codes through MENU_CODES_FOR_TENANT_ADMINS).
  await insertMissing(
    em,
    RoleMenu,
    [DEMO_ROLE_IDS.teacher, DEMO_ROLE_IDS.student, DEMO_WORKFLOW_ROLE_IDS.hr, DEMO_WORKFLOW_ROLE_IDS.boss].flatMap((roleId) =>
      grantsOf(roleId, WORK_MENU_CODES),
    ),
  );

  function grantsOf(roleId: string, codes: readonly string[]) {
    return MENU_SEED.filter((menu) => codes.includes(menu.code)).map((menu) => ({
      id: grantId(roleId, menu.id),
      ...owned,
      roleId,
      menuId: menu.id,
    }));
  }
}
