import { MultiSelect, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentProperties, checkExpression, isExpression, type ElementForm } from './element-properties';
import { usePeopleOptions, useRoleOptions } from './useAssignmentOptions';

type AssigneeMode = 'user' | 'expression';

/**
 * A user task's assignment: the assignee (a user of the tenant, searched on the server, or an expression such as
 * `${applicantId}`), candidate users and candidate roles (flowable:candidateGroups holds role aliases).
 */
export function UserTaskFields({
  form,
  onChange,
}: {
  form: ElementForm;
  onChange: (properties: ReturnType<typeof assignmentProperties>) => void;
}) {
  const { t } = useTranslation('workflowAdmin');
  const [mode, setMode] = useState<AssigneeMode>(isExpression(form.assignee) ? 'expression' : 'user');
  const [expression, setExpression] = useState(isExpression(form.assignee) ? form.assignee : '');
  const [expressionError, setExpressionError] = useState<string | null>(null);
  const assigneeIds = useMemo(() => (form.assignee && !isExpression(form.assignee) ? [form.assignee] : []), [form.assignee]);
  const assignees = usePeopleOptions(assigneeIds);
  const candidates = usePeopleOptions(form.candidateUsers);
  const roleOptions = useRoleOptions();
  useEffect(() => {
    setMode(isExpression(form.assignee) ? 'expression' : 'user');
    setExpression(isExpression(form.assignee) ? form.assignee : '');
    setExpressionError(null);
  }, [form.assignee]);

  const write = (change: Partial<Pick<ElementForm, 'assignee' | 'candidateUsers' | 'candidateGroups'>>) =>
    onChange(assignmentProperties({ ...form, ...change }));
  const commitExpression = () => {
    const problem = expression.trim() === '' ? null : checkExpression(expression);
    setExpressionError(problem ? t(problem) : null);
    if (!problem && expression.trim() !== form.assignee) {
      write({ assignee: expression });
    }
  };

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('designer.panel.assigneeMode')}
        </Text>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(value) => setMode(value === 'expression' ? 'expression' : 'user')}
          data={[
            { value: 'user', label: t('designer.panel.assigneeUser') },
            { value: 'expression', label: t('designer.panel.assigneeExpression') },
          ]}
        />
      </Stack>
      {mode === 'user' ? (
        <Select
          label={t('designer.panel.assignee')}
          placeholder={t('designer.panel.assigneePlaceholder')}
          data={assignees.options}
          value={assigneeIds[0] ?? null}
          searchable
          clearable
          searchValue={assignees.search}
          onSearchChange={assignees.setSearch}
          filter={({ options }) => options}
          onChange={(value) => write({ assignee: value ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <TextInput
          label={t('designer.panel.assignee')}
          placeholder={t('designer.panel.assigneeExpressionPlaceholder')}
          value={expression}
          error={expressionError}
          onChange={(event) => setExpression(event.currentTarget.value)}
          onBlur={commitExpression}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              commitExpression();
            }
          }}
        />
      )}
      <MultiSelect
        label={t('designer.panel.candidateUsers')}
        placeholder={t('designer.panel.assigneePlaceholder')}
        data={candidates.options}
        value={form.candidateUsers}
        searchable
        clearable
        searchValue={candidates.search}
        onSearchChange={candidates.setSearch}
        filter={({ options }) => options}
        onChange={(values) => write({ candidateUsers: values })}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('designer.panel.candidateGroups')}
        data={roleOptions}
        value={form.candidateGroups}
        searchable
        clearable
        onChange={(values) => write({ candidateGroups: values })}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
