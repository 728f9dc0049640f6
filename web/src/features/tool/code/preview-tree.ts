/** A folder or file of the preview's tree, built from the files' forward-slash paths. */
export interface PreviewNode {
  name: string;
  /** Full path (a file's is its key). */
  path: string;
  children: PreviewNode[];
  file: boolean;
}

/** The folders and files of a path list, folders first, each level by name. */
export function buildPreviewTree(paths: readonly string[]): PreviewNode[] {
  const root: PreviewNode = { name: '', path: '', children: [], file: false };
  for (const path of paths) {
    const parts = path.split('/');
    let node = root;
    parts.forEach((part, index) => {
      const file = index === parts.length - 1;
      const childPath = parts.slice(0, index + 1).join('/');
      let child = node.children.find((item) => item.name === part && item.file === file);
      if (!child) {
        child = { name: part, path: childPath, children: [], file };
        node.children.push(child);
      }
      node = child;
    });
  }
  const sort = (nodes: PreviewNode[]): PreviewNode[] =>
    nodes
      .map((node) => ({ ...node, children: sort(node.children) }))
      .sort((left, right) => Number(left.file) - Number(right.file) || left.name.localeCompare(right.name));
  return sort(root.children);
}
