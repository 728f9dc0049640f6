import { useCallback, useState } from 'react';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { ClientSecretModal } from './ClientSecretModal';
import { clientCrud } from './client-crud';
import { useClientOperations, type GeneratedSecret } from './useClientOperations';

/** Applications (/system/client): list, search, add / edit / view / delete; a generated secret is shown once. */
export function ClientPage() {
  const list = useCrudList(clientCrud);
  const [secret, setSecret] = useState<GeneratedSecret | undefined>(undefined);
  const showSecret = useCallback((generated: GeneratedSecret) => setSecret(generated), []);
  const operations = useClientOperations(list.variables, showSecret);
  return (
    <>
      <CrudPage config={clientCrud} list={list} operations={operations} />
      <ClientSecretModal secret={secret} onClose={() => setSecret(undefined)} />
    </>
  );
}
