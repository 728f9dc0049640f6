import { registerMessages, type MessageCatalogue, type Translation } from '../core/errors/messages';
import { MODULES } from './modules';

/**
 * Every module's message catalogues, collected from the module descriptors (`modules.ts`): a new module lists
 * its `<feature>.messages.ts` in its own descriptor. Core keeps the mechanism and the generic messages and imports no module.
 */
export const MODULE_CATALOGUES: readonly MessageCatalogue[] = MODULES.flatMap(
  (descriptor): readonly MessageCatalogue[] => descriptor.messages,
);

/** Distributes over the union of catalogues (keyof a union would keep only the keys they share). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type ModuleMessageKey = KeysOf<(typeof MODULES)[number]['messages'][number]> & string;

declare module '../core/errors/messages' {
  // The modules' keys join MessageKey, so the compiler still checks every key a module throws.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<ModuleMessageKey, Translation> {}
}

for (const catalogue of MODULE_CATALOGUES) {
  registerMessages(catalogue);
}
