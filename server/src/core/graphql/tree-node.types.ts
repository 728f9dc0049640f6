import { Field, ID, ObjectType } from 'type-graphql';

/** A node of a selection tree, flat: clients nest the nodes by parentId. */
@ObjectType({ description: 'A node of a selection tree (flat; nest by parentId).' })
export class TreeNode {
  @Field(() => ID, { description: 'Node id (also the key and value of the legacy tree).' })
  id!: string;

  @Field(() => ID, { description: 'Parent id; "0" for roots.' })
  parentId!: string;

  @Field({ description: 'Label shown.' })
  title!: string;

  @Field({ description: 'True when the node has child nodes (lazy trees load them on demand).' })
  hasChildren!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Code of the row when it has one (menu code, role alias); the web shows seeded rows in the chosen language by it.',
  })
  code?: string | null;
}

/** Flat tree nodes of `items`; hasChildren is computed within the list. */
export function treeNodesOf<T extends { id: string; parentId: string }>(
  items: T[],
  title: (item: T) => string,
  code?: (item: T) => string,
): TreeNode[] {
  const parents = new Set(items.map((item) => item.parentId));
  return items.map((item) => ({
    id: item.id,
    parentId: item.parentId,
    title: title(item),
    hasChildren: parents.has(item.id),
    code: code ? code(item) : null,
  }));
}
