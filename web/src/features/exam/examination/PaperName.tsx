import { Text } from '@mantine/core';
import { useExaminationPapersQuery } from '../../../generated/graphql';

/** The name of an examination's paper (READY or LOCKED papers; one cached query for the whole list). */
export function PaperName({ id }: { id: string }) {
  const { data } = useExaminationPapersQuery({ variables: { name: null }, fetchPolicy: 'cache-first' });
  const paper = data?.publishablePapers.find((candidate) => candidate.id === id);
  return (
    <Text size="sm" c={paper ? undefined : 'dimmed'}>
      {paper?.name ?? '—'}
    </Text>
  );
}
