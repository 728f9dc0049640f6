import { useMemo } from 'react';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import type { CrudRow } from '../../../shared/ui/crud/crud-types';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import type { ScopeKind } from './scope-kind';
import { ScopePageLayout } from './ScopePageLayout';
import type { ScopeMenu } from './ScopeMenuTree';

/** The rules of one kind for the selected menu. */
function ScopeRules<Row extends CrudRow, Values extends object>({ kind, menu }: { kind: ScopeKind<Row, Values>; menu: ScopeMenu }) {
  const types = useDictionary(kind.typeDictionary);
  const config = useMemo(() => kind.crud(menu, types.options, types.label), [kind, menu, types.options, types.label]);
  const list = useCrudList(config);
  const operations = kind.useOperations(menu.id, list.variables);
  return <CrudPage config={config} list={list} operations={operations} />;
}

/** A scope page (data or API rules): the menu tree, and the rules of the chosen menu. */
export function ScopeRulesPage<Row extends CrudRow, Values extends object>({ kind }: { kind: ScopeKind<Row, Values> }) {
  return (
    <ScopePageLayout title={kind.title} settingPermission={kind.settingPermission}>
      {(menu) => <ScopeRules key={menu.id} kind={kind} menu={menu} />}
    </ScopePageLayout>
  );
}
