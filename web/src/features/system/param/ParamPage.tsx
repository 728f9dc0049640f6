import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { paramCrud } from './param-crud';
import { paramOperations } from './param-operations';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';

/** System parameters (/system/param): list, search, add / edit / view / delete, export. */
export function ParamPage() {
  const list = useCrudList(paramCrud);
  const operations = useCrudOperations(list.variables, paramOperations);
  return <CrudPage config={paramCrud} list={list} operations={operations} />;
}
