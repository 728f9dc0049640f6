import { MultiSelect, TreeSelect, type TreeNodeData } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDeptTreeQuery, useUserPostSelectQuery, useUserRoleTreeQuery } from '../../../generated/graphql';
import { localizeTree, useSeededLabel } from '../../../i18n/seeded-label';
import { nestTreeNodes } from './tree-nodes';

/** What the user form and the grant / approve dialogs hand to a picker. */
export interface PickerProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  label: string;
  placeholder?: string;
  error?: ReactNode;
  withAsterisk?: boolean;
  readOnly?: boolean;
}

function parentValues(nodes: readonly TreeNodeData[]): string[] {
  return nodes.flatMap((node) => (node.children && node.children.length > 0 ? [node.value, ...parentValues(node.children)] : []));
}

/** Several nodes of a tree, each picked on its own (a parent does not pick its children). */
function TreeMultiSelect({
  data,
  value,
  onChange,
  onFocus,
  onBlur,
  label,
  placeholder,
  error,
  withAsterisk,
  readOnly,
}: PickerProps & { data: TreeNodeData[] }) {
  const { t } = useTranslation();
  // Every branch starts open once the tree has arrived (defaultExpandAll only sees the first, empty data).
  const parents = useMemo(() => parentValues(data), [data]);
  const [expanded, setExpanded] = useState<string[]>(parents);
  const [expandedFor, setExpandedFor] = useState(parents);
  if (expandedFor !== parents) {
    setExpandedFor(parents);
    setExpanded(parents);
  }
  return (
    <TreeSelect
      mode="checkbox"
      checkStrictly
      expandedValues={expanded}
      onExpandedChange={setExpanded}
      searchable={!readOnly}
      data={data}
      value={[...value]}
      onChange={(next) => onChange(next)}
      onFocus={onFocus}
      onBlur={onBlur}
      label={label}
      placeholder={readOnly || value.length > 0 ? undefined : placeholder}
      error={error}
      withAsterisk={withAsterisk}
      readOnly={readOnly}
      clearable={!readOnly}
      nothingFoundMessage={t('crud:table.empty')}
      chevronAriaLabels={{ expand: t('user:tree.expand'), collapse: t('user:tree.collapse') }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Roles of the caller's tenant (`roleTree`), several at once. */
export function RoleTreePicker(props: PickerProps) {
  const { data } = useUserRoleTreeQuery({ fetchPolicy: 'cache-and-network' });
  const seededLabel = useSeededLabel();
  const tree = useMemo(() => nestTreeNodes(localizeTree(data?.roleTree ?? [], 'role', seededLabel)), [data, seededLabel]);
  return <TreeMultiSelect {...props} data={tree} />;
}

/** Departments of the caller's tenant (`deptTree`), several at once. */
export function DeptTreePicker(props: PickerProps) {
  const { data } = useUserDeptTreeQuery({ fetchPolicy: 'cache-and-network' });
  const seededLabel = useSeededLabel();
  const tree = useMemo(() => nestTreeNodes(localizeTree(data?.deptTree ?? [], 'dept', seededLabel)), [data, seededLabel]);
  return <TreeMultiSelect {...props} data={tree} />;
}

/** Posts of the caller's tenant (`postSelect`), several at once. */
export function PostPicker({ value, onChange, onFocus, onBlur, label, placeholder, error, withAsterisk, readOnly }: PickerProps) {
  const { t } = useTranslation();
  const { data } = useUserPostSelectQuery({ fetchPolicy: 'cache-and-network' });
  const seededLabel = useSeededLabel();
  const options = useMemo(
    () => (data?.postSelect ?? []).map((post) => ({ value: post.id, label: seededLabel('post', post.postCode, post.postName) })),
    [data, seededLabel],
  );
  return (
    <MultiSelect
      data={options}
      value={[...value]}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      label={label}
      placeholder={readOnly || value.length > 0 ? undefined : placeholder}
      error={error}
      withAsterisk={withAsterisk}
      readOnly={readOnly}
      searchable={!readOnly}
      clearable={!readOnly}
      nothingFoundMessage={t('crud:table.empty')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
