import { dataScopeKind } from './scope-kind';
import { ScopeRulesPage } from './ScopeRulesPage';

/** Data scopes (/authority/datascope): the menu tree, and the row-level rules of the chosen menu. */
export function DataScopePage() {
  return <ScopeRulesPage kind={dataScopeKind} />;
}
