import { Text } from '@mantine/core';

/** The name of an examination's paper in any state (the server names archived and deleted papers too). */
export function PaperName({ name }: { name: string | null }) {
  return (
    <Text size="sm" c={name ? undefined : 'dimmed'}>
      {name ?? '—'}
    </Text>
  );
}
