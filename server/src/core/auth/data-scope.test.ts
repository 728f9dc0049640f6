import { dataScopeCondition, dataScopeRuleProblem, parseCustomRule } from './data-scope';

const subject = { userId: '7', deptIds: ['10', '11'], childDeptIds: async () => ['10', '11', '12'] };

describe('data scope rules', () => {
  it('should leave a list unrestricted without rules or with an "all" rule', async () => {
    expect(await dataScopeCondition([], subject)).toBeNull();
    const rules = [
      { scopeType: 2, scopeColumn: 'create_user', scopeValue: '' },
      { scopeType: 1, scopeColumn: '-', scopeValue: '' },
    ];
    expect(await dataScopeCondition(rules, subject)).toBeNull();
  });

  it('should restrict to the caller, the caller’s departments, or those and their children', async () => {
    expect(await dataScopeCondition([{ scopeType: 2, scopeColumn: 'create_user', scopeValue: '' }], subject)).toEqual({
      createUser: { $in: ['7'] },
    });
    expect(await dataScopeCondition([{ scopeType: 3, scopeColumn: 'create_dept', scopeValue: '' }], subject)).toEqual({
      createDept: { $in: ['10', '11'] },
    });
    expect(await dataScopeCondition([{ scopeType: 4, scopeColumn: 'CREATE_DEPT', scopeValue: '' }], subject)).toEqual({
      createDept: { $in: ['10', '11', '12'] },
    });
  });

  it('should widen the view when several rules apply', async () => {
    const condition = await dataScopeCondition(
      [
        { scopeType: 2, scopeColumn: 'create_user', scopeValue: '' },
        { scopeType: 5, scopeColumn: '', scopeValue: 'create_dept not in ${deptId}' },
      ],
      subject,
    );
    expect(condition).toEqual({ $or: [{ createUser: { $in: ['7'] } }, { createDept: { $nin: ['10'] } }] });
  });

  it('should accept only whitelisted custom rules and never raw SQL', () => {
    expect(parseCustomRule('create_dept in ${deptIds}')).toEqual({ column: 'create_dept', operator: 'in', placeholder: 'deptIds' });
    expect(parseCustomRule('  create_user = ${userId} ')).toEqual({ column: 'create_user', operator: '=', placeholder: 'userId' });
    expect(parseCustomRule('create_dept NOT  IN ${childDeptIds}')).toEqual({
      column: 'create_dept',
      operator: 'not in',
      placeholder: 'childDeptIds',
    });
    for (const bad of [
      'create_dept in (1,2)',
      '1=1',
      'create_dept in ${deptIds} or 1=1',
      'password = ${userId}',
      'create_dept in ${tenantId}',
      'create_dept like ${deptIds}',
      "create_user = '1'",
    ]) {
      expect(parseCustomRule(bad)).toBeNull();
    }
  });

  it('should explain what is wrong with a rule before it is stored', () => {
    expect(dataScopeRuleProblem({ scopeType: 5, scopeColumn: '', scopeValue: 'scope.create_dept = 1' })).toEqual({
      field: 'scopeValue',
      messageKey: 'scope.customInvalid',
    });
    expect(dataScopeRuleProblem({ scopeType: 3, scopeColumn: 'tenant_id', scopeValue: '' })).toEqual({
      field: 'scopeColumn',
      messageKey: 'scope.columnInvalid',
    });
    expect(dataScopeRuleProblem({ scopeType: 1, scopeColumn: '-', scopeValue: '' })).toBeNull();
    expect(dataScopeRuleProblem({ scopeType: 4, scopeColumn: 'create_dept', scopeValue: '' })).toBeNull();
  });
});
