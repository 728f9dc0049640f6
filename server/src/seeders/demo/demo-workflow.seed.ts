import type { MikroORM } from '@mikro-orm/core';
import { hashPassword, md5Hex } from '../../core/auth/password';
import { TENANT_FILTER } from '../../core/db/filters';
import { RoleMenu } from '../../modules/system/role/role-menu.entity';
import { Role } from '../../modules/system/role/role.entity';
import { UserDept } from '../../modules/system/user/user-dept.entity';
import { User } from '../../modules/system/user/user.entity';
import { BPMN_ENGINE_VERSION } from '../../modules/workflow/engine/bpmn-engine-adapter';
import { ExpressionEvaluator } from '../../modules/workflow/expression/expression-evaluator';
import { LEAVE_BOSS_GROUP, LEAVE_HR_GROUP } from '../../modules/workflow/leave/leave-model';
import { leaveProcessSetup } from '../../modules/workflow/leave/leave-tenant-setup';
import { WorkflowRepositoryService } from '../../modules/workflow/repository/workflow-repository.service';
import { BpmnValidator } from '../../modules/workflow/validation/bpmn-validator';
import { grantId } from '../base/base.seed';
import { MENU_CODES_FOR_ALL_ROLES, MENU_SEED } from '../base/menu.seed-data';
import { insertMissing } from '../seed-writer';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID, DEMO_USER_IDS } from './demo-ids';

/** The leave process's candidate roles in the demo tenant and one user in each (fixed ids). */
export const DEMO_WORKFLOW_ROLE_IDS = { hr: '1910000000000000104', boss: '1910000000000000105' } as const;
export const DEMO_WORKFLOW_USER_IDS = { hr: '1910000000000000404', boss: '1910000000000000405' } as const;
export const DEMO_WORKFLOW_PASSWORDS = { hr: '123456', boss: '123456' } as const;

/**
 * Workflow demo data: the `hr` and `boss` roles with one user each, and the leave model deployed for the demo
 * tenant (once: a later start finds the definition and deploys nothing). Idempotent.
 */
export async function runDemoWorkflowSeed(orm: MikroORM): Promise<void> {
  const em = orm.em.fork({ useContext: false });
  const audit = { createUser: DEMO_USER_IDS.admin, createDept: DEMO_DEPT_IDS.school, updateUser: DEMO_USER_IDS.admin };
  const owned = { ...audit, tenantId: DEMO_TENANT_ID };
  await insertMissing(em, Role, [
    { id: DEMO_WORKFLOW_ROLE_IDS.hr, ...owned, parentId: '0', roleName: '人事', sort: 4, roleAlias: LEAVE_HR_GROUP },
    { id: DEMO_WORKFLOW_ROLE_IDS.boss, ...owned, parentId: '0', roleName: '校长', sort: 5, roleAlias: LEAVE_BOSS_GROUP },
  ]);
  const people = [
    { key: 'hr', account: 'hr', name: '人事专员', realName: '赵敏', phone: '13800000004' },
    { key: 'boss', account: 'boss', name: '校长', realName: '周校长', phone: '13800000005' },
  ] as const;
  const users = [];
  for (const person of people) {
    users.push({
      id: DEMO_WORKFLOW_USER_IDS[person.key],
      ...owned,
      account: person.account,
      password: await hashPassword(md5Hex(DEMO_WORKFLOW_PASSWORDS[person.key])),
      name: person.name,
      realName: person.realName,
      email: `${person.account}@demo.example.com`,
      phone: person.phone,
      sex: 1,
      roleId: DEMO_WORKFLOW_ROLE_IDS[person.key],
      deptId: DEMO_DEPT_IDS.school,
      postId: '',
    });
  }
  await insertMissing(em, User, users);
  await insertMissing(
    em,
    UserDept,
    people.map((person) => ({
      id: grantId(DEMO_WORKFLOW_USER_IDS[person.key], DEMO_DEPT_IDS.school),
      ...owned,
      userId: DEMO_WORKFLOW_USER_IDS[person.key],
      deptId: DEMO_DEPT_IDS.school,
    })),
  );
  const menus = MENU_SEED.filter((menu) => MENU_CODES_FOR_ALL_ROLES.includes(menu.code));
  await insertMissing(
    em,
    RoleMenu,
    Object.values(DEMO_WORKFLOW_ROLE_IDS).flatMap((roleId) =>
      menus.map((menu) => ({ id: grantId(roleId, menu.id), ...owned, roleId, menuId: menu.id })),
    ),
  );

  const tenantEm = orm.em.fork({ useContext: false });
  tenantEm.setFilterParams(TENANT_FILTER, { tenantId: DEMO_TENANT_ID });
  const repository = new WorkflowRepositoryService(new BpmnValidator(new ExpressionEvaluator()), BPMN_ENGINE_VERSION);
  await leaveProcessSetup(repository, DEMO_USER_IDS.admin).run(tenantEm, DEMO_TENANT_ID);
}
