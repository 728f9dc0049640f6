import { useMemo } from 'react';
import { useDictionary } from '../../../shared/hooks/useDictionary';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { postCrud } from './post-crud';
import { usePostOperations } from './usePostOperations';

/** Posts (/system/post): list, search, add / edit / view / delete, export; category from post_category. */
export function PostPage() {
  const categories = useDictionary('post_category');
  const config = useMemo(() => postCrud(categories.options, categories.label), [categories.options, categories.label]);
  const list = useCrudList(config);
  const operations = usePostOperations(list.variables);
  return <CrudPage config={config} list={list} operations={operations} />;
}
