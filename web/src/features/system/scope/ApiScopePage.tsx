import { apiScopeKind } from './scope-kind';
import { ScopeRulesPage } from './ScopeRulesPage';

/** API scopes (/authority/apiscope): the menu tree, and the operation rules of the chosen menu. */
export function ApiScopePage() {
  return <ScopeRulesPage kind={apiScopeKind} />;
}
