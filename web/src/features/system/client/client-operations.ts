import {
  ClientDocument,
  ClientsDocument,
  RemoveClientsDocument,
  SubmitClientDocument,
  type ClientFilter,
} from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { ClientFormValues, ClientRow } from './client-crud';

/** A secret the server generated, to be shown once. */
export interface GeneratedSecret {
  clientId: string;
  secret: string;
}

/** The client page's list (with export), detail, submit and remove; `onSecret` gets the secret the server generated on add or rotation. */
export function clientOperations(onSecret: (secret: GeneratedSecret) => void) {
  return crudOperations<ClientRow, ClientFormValues, ClientFilter>()({
    list: ClientsDocument,
    page: (data) => data.clients,
    exportable: true,
    detail: { document: ClientDocument, row: (data) => data.client },
    submit: {
      document: SubmitClientDocument,
      input: (values, row) => ({
        ...(row ? { id: row.id, rotateSecret: values.rotateSecret } : {}),
        clientId: values.clientId.trim(),
        scope: values.scope.trim(),
        authorizedGrantTypes: values.authorizedGrantTypes,
        webServerRedirectUri: values.webServerRedirectUri.trim() === '' ? null : values.webServerRedirectUri.trim(),
        accessTokenValidity: Number(values.accessTokenValidity),
        refreshTokenValidity: Number(values.refreshTokenValidity),
      }),
      done: (data) => {
        const saved = data?.submitClient;
        if (saved?.generatedSecret) {
          onSecret({ clientId: saved.client.clientId, secret: saved.generatedSecret });
        }
      },
    },
    remove: { document: RemoveClientsDocument },
  });
}
