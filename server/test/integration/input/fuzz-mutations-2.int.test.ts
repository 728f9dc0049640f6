import { FUZZ_TIMEOUT, mutationShard, useFuzzHarness } from './fuzz-harness';

/** The schema-driven fuzz (fuzz-harness.ts): the second half of the mutations (and last, those that end the session). */
describe('schema-driven fuzz: mutations, part 2 of 2', () => {
  const harness = useFuzzHarness();

  it(
    'should answer every bad mutation argument without INTERNAL or a 5xx, and write nothing when refused',
    async () => {
      const { kept, sessionEnding } = mutationShard(1, 2);
      await harness.fuzz('mutation', kept);
      await harness.fuzz('mutation', sessionEnding);
      expect(harness.findings).toEqual([]);
    },
    FUZZ_TIMEOUT,
  );
});
