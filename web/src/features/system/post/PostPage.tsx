import { useMemo } from 'react';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { postCrud } from './post-crud';
import { postOperations } from './post-operations';

/** Posts (/system/post): list, search, add / edit / view / delete, export; category from post_category. */
export function PostPage() {
  const categories = useDictionary('post_category');
  const config = useMemo(() => postCrud(categories.options, categories.label), [categories.options, categories.label]);
  const list = useCrudList(config);
  const operations = useCrudOperations(list.variables, postOperations);
  return <CrudPage config={config} list={list} operations={operations} />;
}
