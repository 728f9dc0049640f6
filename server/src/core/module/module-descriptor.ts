import type { EntityClass } from '../db/orm-options';
import type { MessageCatalogue } from '../errors/messages';

/** A type-graphql resolver class. */
export type ResolverClass = new (...args: never[]) => object;

/**
 * What one server module (an area under `modules/`) brings to the application; `app/modules.ts` lists
 * every descriptor and `app/` collects the entities, the resolvers and the messages from that list.
 *
 * `Needs` is the part of the application's services the module's resolvers are built from: the module
 * names it (`{ regions: RegionService }`) and the compiler checks that app's `Services` provides it.
 * Services themselves stay wired in `app/services.ts`, where their cross-module dependencies are visible.
 */
export interface ModuleDescriptor<Needs, Messages extends readonly MessageCatalogue[]> {
  /** The area, as its folder under `modules/` is named. */
  readonly name: string;
  readonly entities: readonly EntityClass[];
  /** Every resolver class of the module (the GraphQL schema is built from these). */
  readonly resolvers: readonly ResolverClass[];
  /** One instance of each class of `resolvers`, built from the services. */
  readonly createResolvers: (services: Needs) => readonly object[];
  /** The module's message catalogues (`<feature>.messages.ts`), both languages each. */
  readonly messages: Messages;
}

/** Keeps the descriptor's literal message keys (they join `MessageKey`) and infers `Needs` from `createResolvers`. */
export function defineModule<Needs, const Messages extends readonly MessageCatalogue[]>(
  descriptor: ModuleDescriptor<Needs, Messages>,
): ModuleDescriptor<Needs, Messages> {
  return descriptor;
}
