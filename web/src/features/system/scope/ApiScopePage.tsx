import { useMemo } from 'react';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { apiScopeCrud, apiScopePermissions } from './api-scope-crud';
import { ScopePageLayout } from './ScopePageLayout';
import type { ScopeMenu } from './ScopeMenuTree';
import { useApiScopeOperations } from './useApiScopeOperations';

/** The API-scope rules of the selected menu. */
function ApiScopeList({ menu }: { menu: ScopeMenu }) {
  const types = useDictionary('api_scope_type');
  const config = useMemo(() => apiScopeCrud(menu, types.options, types.label), [menu, types.options, types.label]);
  const list = useCrudList(config);
  const operations = useApiScopeOperations(menu.id, list.variables);
  return <CrudPage config={config} list={list} operations={operations} />;
}

/** API scopes (/authority/apiscope): the menu tree, and the operation rules of the chosen menu. */
export function ApiScopePage() {
  return (
    <ScopePageLayout title="menu:api_scope" settingPermission={apiScopePermissions.setting}>
      {(menu) => <ApiScopeList key={menu.id} menu={menu} />}
    </ScopePageLayout>
  );
}
