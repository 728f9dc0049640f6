import { AttachmentsDocument, RemoveAttachmentsDocument, type AttachFilter } from '../../../generated/graphql';
import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';
import type { AttachRow } from './attach-crud';

/** The attachment page's list and remove, for useCrudOperations. */
export const attachOperations = crudOperations<AttachRow, Record<string, never>, AttachFilter>()({
  list: AttachmentsDocument,
  page: (data) => data.attachments,
  remove: { document: RemoveAttachmentsDocument },
});
