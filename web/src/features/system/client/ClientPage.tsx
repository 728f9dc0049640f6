import { useCallback, useMemo, useState } from 'react';
import { CrudPage } from '../../../shared/ui/crud/CrudPage';
import { useCrudList } from '../../../shared/ui/crud/useCrudList';
import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';
import { ClientSecretModal } from './ClientSecretModal';
import { clientCrud } from './client-crud';
import { clientOperations, type GeneratedSecret } from './client-operations';

/** Applications (/system/client): list, search, add / edit / view / delete; a generated secret is shown once. */
export function ClientPage() {
  const list = useCrudList(clientCrud);
  const [secret, setSecret] = useState<GeneratedSecret | undefined>(undefined);
  const showSecret = useCallback((generated: GeneratedSecret) => setSecret(generated), []);
  const spec = useMemo(() => clientOperations(showSecret), [showSecret]);
  const operations = useCrudOperations(list.variables, spec);
  return (
    <>
      <CrudPage config={clientCrud} list={list} operations={operations} />
      <ClientSecretModal secret={secret} onClose={() => setSecret(undefined)} />
    </>
  );
}
