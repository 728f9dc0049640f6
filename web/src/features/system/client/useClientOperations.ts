import { useCallback, useMemo } from 'react';
import {
  useClientLazyQuery,
  useClientsLazyQuery,
  useClientsQuery,
  useRemoveClientsMutation,
  useSubmitClientMutation,
  type ClientFilter,
} from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations, CrudPageData } from '../../../shared/ui/crud/crud-types';
import { handledErrors } from '../../../shared/errors/handled-errors';
import type { ClientFormValues, ClientRow } from './client-crud';

/** A secret the server generated, to be shown once. */
export interface GeneratedSecret {
  clientId: string;
  secret: string;
}

/** The client page's calls; `onSecret` gets the secret the server generated on add or rotation. */
export function useClientOperations(
  variables: CrudListVariables<Partial<ClientFilter>>,
  onSecret: (secret: GeneratedSecret) => void,
): CrudOperations<ClientRow, ClientFormValues, ClientFilter> {
  const list = useClientsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [loadPage] = useClientsLazyQuery({ fetchPolicy: 'network-only' });
  const [loadOne] = useClientLazyQuery({ fetchPolicy: 'network-only' });
  const [submitClient] = useSubmitClientMutation({ context: handledErrors });
  const [removeClients] = useRemoveClientsMutation();

  const fetchPage = useCallback(
    async (pageVariables: CrudListVariables<Partial<ClientFilter>>): Promise<CrudPageData<ClientRow>> => {
      const result = await loadPage({ variables: pageVariables });
      if (!result.data) {
        throw result.error ?? new Error('no data');
      }
      return result.data.clients;
    },
    [loadPage],
  );
  const fetchOne = useCallback(
    async (row: ClientRow): Promise<ClientRow> => (await loadOne({ variables: { id: row.id } })).data?.client ?? row,
    [loadOne],
  );
  const submit = useCallback(
    async (values: ClientFormValues, row: ClientRow | undefined) => {
      const result = await submitClient({
        variables: {
          input: {
            ...(row ? { id: row.id, rotateSecret: values.rotateSecret } : {}),
            clientId: values.clientId.trim(),
            scope: values.scope.trim(),
            authorizedGrantTypes: values.authorizedGrantTypes,
            webServerRedirectUri: values.webServerRedirectUri.trim() === '' ? null : values.webServerRedirectUri.trim(),
            accessTokenValidity: Number(values.accessTokenValidity),
            refreshTokenValidity: Number(values.refreshTokenValidity),
          },
        },
      });
      const saved = result.data?.submitClient;
      if (saved?.generatedSecret) {
        onSecret({ clientId: saved.client.clientId, secret: saved.generatedSecret });
      }
    },
    [submitClient, onSecret],
  );
  const remove = useCallback(
    async (ids: string[]) => {
      await removeClients({ variables: { ids } });
    },
    [removeClients],
  );

  const data = list.data?.clients ?? list.previousData?.clients;
  const { refetch } = list;
  return useMemo(
    () => ({ data, loading: list.loading, refetch: () => refetch(), fetchPage, fetchOne, submit, remove }),
    [data, list.loading, refetch, fetchPage, fetchOne, submit, remove],
  );
}
