import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeDownloadDocument, CodePreviewDocument, type CodePreviewQuery } from '../../../generated/graphql';
import { errorMessage, isSessionEndingError } from '../../../shared/errors/error-message';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { notifyError } from '../../../shared/errors/notify-error';
import { saveFile } from '../../../shared/files/save-file';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { rememberDownload } from './download-history';

export type GeneratedFile = CodePreviewQuery['codePreview'][number];

/** Whether the server refused because code generation is switched off (CODEGEN_ENABLED). */
export function isCodegenDisabled(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.['messageKey'] === 'codegen.disabled');
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes;
}

/**
 * Downloads the zip of code records and remembers each record's files in this browser (the preview's diff
 * compares with them). `known` holds files already fetched by a preview; the others are asked for.
 */
export function useCodeDownload(onDisabled: () => void) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<readonly string[]>([]);

  const filesOf = async (id: string): Promise<readonly GeneratedFile[]> => {
    const { data } = await client.query({ query: CodePreviewDocument, variables: { id }, fetchPolicy: 'no-cache', context: handledErrors });
    return data?.codePreview ?? [];
  };

  const download = async (ids: readonly string[], known?: { id: string; files: readonly GeneratedFile[] }): Promise<boolean> => {
    setDownloading(ids);
    try {
      const { data } = await client.query({
        query: CodeDownloadDocument,
        variables: { ids: [...ids] },
        fetchPolicy: 'no-cache',
        context: handledErrors,
      });
      const zip = data?.codeDownload;
      if (!zip) {
        return false;
      }
      saveFile(bytesOf(zip.base64), zip.fileName, 'application/zip');
      for (const id of ids) {
        rememberDownload(id, known?.id === id ? known.files : await filesOf(id));
      }
      notifySuccess(t('develop:code.downloaded', { name: zip.fileName, count: zip.fileCount }));
      return true;
    } catch (error) {
      if (isCodegenDisabled(error)) {
        onDisabled();
      } else if (!isSessionEndingError(error)) {
        notifyError(errorMessage(error, t));
      }
      return false;
    } finally {
      setDownloading([]);
    }
  };

  return { download, downloading };
}
