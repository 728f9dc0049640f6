import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { paramCrud } from './param-crud';
import { useParamOperations } from './useParamOperations';

/** System parameters (/system/param): list, search, add / edit / view / delete, export. */
export function ParamPage() {
  const list = useCrudList(paramCrud);
  const operations = useParamOperations(list.variables);
  return <CrudPage config={paramCrud} list={list} operations={operations} />;
}
