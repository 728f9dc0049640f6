import { Select, type ComboboxItem } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckTreeNode } from './CheckboxTree';
import { descendantIds, nestRows, type NestedRow } from './tree-data';

/** The value of the "top level" choice (a root has parentId "0"). */
export const topLevelValue = '0';

interface TreeOption extends ComboboxItem {
  level: number;
}

function flatten(nodes: readonly NestedRow<CheckTreeNode>[], level: number, skip: ReadonlySet<string>, into: TreeOption[]): TreeOption[] {
  for (const node of nodes) {
    if (skip.has(node.id)) {
      continue;
    }
    into.push({ value: node.id, label: node.title, level });
    flatten(node.children, level + 1, skip, into);
  }
  return into;
}

/**
 * A searchable select over a tree (parent department, parent menu, parent role): options in tree order,
 * indented by depth, with a "top level" choice first. `exclude` leaves out a node and everything
 * below it (a node cannot move under itself).
 */
export function TreeSelect({
  nodes,
  value,
  onChange,
  onBlur,
  onFocus,
  label,
  error,
  readOnly,
  withAsterisk,
  placeholder,
  exclude,
  withTopLevel = true,
  loading = false,
}: {
  nodes: readonly CheckTreeNode[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  label: string;
  error?: ReactNode;
  readOnly?: boolean;
  withAsterisk?: boolean;
  placeholder?: string;
  exclude?: string;
  withTopLevel?: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const skip = exclude ? new Set([exclude, ...descendantIds(exclude, nodes)]) : new Set<string>();
    const top: TreeOption[] = withTopLevel ? [{ value: topLevelValue, label: t('tree:topLevel'), level: 0 }] : [];
    return flatten(nestRows(nodes), withTopLevel ? 1 : 0, skip, top);
  }, [nodes, exclude, withTopLevel, t]);
  const levels = useMemo(() => new Map(options.map((option) => [option.value, option.level])), [options]);
  // A value not (yet) among the options: keep it selectable so the form does not lose it.
  const data =
    value && !levels.has(value) && value !== topLevelValue && !loading ? [...options, { value, label: value, level: 0 }] : options;

  return (
    <Select
      label={label}
      withAsterisk={withAsterisk}
      error={error}
      readOnly={readOnly}
      placeholder={readOnly ? undefined : placeholder}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      onFocus={onFocus}
      searchable={!readOnly}
      clearable={!readOnly}
      nothingFoundMessage={t('tree:nothingFound')}
      maxDropdownHeight={320}
      renderOption={({ option }) => <span style={{ paddingLeft: (levels.get(option.value) ?? 0) * 14 }}>{option.label}</span>}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
