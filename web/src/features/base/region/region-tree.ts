import type { TreeNodeData } from '@mantine/core';
import type { RegionChildrenQuery } from '../../../generated/graphql';

/** A region as the lazy tree lists it. */
export type RegionNode = RegionChildrenQuery['regionChildren'][number];

/** Parent code of the country "00": the tree starts here. */
export const topParentCode = '0';

/**
 * The Mantine tree data from the loaded levels (parent code -> its subdivisions). A region whose
 * subdivisions are not loaded yet has `hasChildren` and no `children`, so the tree loads them on expand.
 */
export function regionTreeData(levels: ReadonlyMap<string, readonly RegionNode[]>, parentCode = topParentCode, depth = 0): TreeNodeData[] {
  return (levels.get(parentCode) ?? []).map((region) => {
    const loaded = levels.get(region.code);
    const node: TreeNodeData = { value: region.code, label: region.name };
    if (loaded !== undefined && depth < 8) {
      node.children = regionTreeData(levels, region.code, depth + 1);
    } else if (region.hasChildren) {
      node.hasChildren = true;
    }
    return node;
  });
}

/** The region with `code` among the loaded levels. */
export function findRegion(levels: ReadonlyMap<string, readonly RegionNode[]>, code: string): RegionNode | undefined {
  for (const regions of levels.values()) {
    const found = regions.find((region) => region.code === code);
    if (found) {
      return found;
    }
  }
  return undefined;
}
