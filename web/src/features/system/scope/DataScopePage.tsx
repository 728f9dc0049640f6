import { useMemo } from 'react';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { dataScopeCrud, dataScopePermissions } from './data-scope-crud';
import { ScopePageLayout } from './ScopePageLayout';
import type { ScopeMenu } from './ScopeMenuTree';
import { useDataScopeOperations } from './useDataScopeOperations';

/** The data-scope rules of the selected menu. */
function DataScopeList({ menu }: { menu: ScopeMenu }) {
  const types = useDictionary('data_scope_type');
  const config = useMemo(() => dataScopeCrud(menu, types.options, types.label), [menu, types.options, types.label]);
  const list = useCrudList(config);
  const operations = useDataScopeOperations(menu.id, list.variables);
  return <CrudPage config={config} list={list} operations={operations} />;
}

/** Data scopes (/authority/datascope): the menu tree, and the row-level rules of the chosen menu. */
export function DataScopePage() {
  return (
    <ScopePageLayout title="menu:data_scope" settingPermission={dataScopePermissions.setting}>
      {(menu) => <DataScopeList key={menu.id} menu={menu} />}
    </ScopePageLayout>
  );
}
