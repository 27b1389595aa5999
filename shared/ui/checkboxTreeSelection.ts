// What a checkbox tree has chosen, as the shortest list of values: a chosen parent stands for all its children
// (spec-3 §2 Regions, Logo label and Uniform label trees; a search sends a parent's value for the whole branch).
// Checking a node takes its chosen descendants into it, and a parent whose children are all chosen is chosen
// instead of them; unchecking a node under a chosen parent keeps the parent's other branches chosen.

export interface TreeNode {
  value: string
  label: string
  children: readonly TreeNode[]
}

export type CheckState = 'checked' | 'mixed' | 'unchecked'

/** The path from a root to the node with this value, both ends included; null when no node has it. */
export function pathTo(tree: readonly TreeNode[], value: string): TreeNode[] | null {
  for (const node of tree) {
    if (node.value === value) return [node]
    const below = pathTo(node.children, value)
    if (below) return [node, ...below]
  }
  return null
}

/** Every node of the tree, parents before their children, in the tree's order. */
export function treeNodes(tree: readonly TreeNode[]): TreeNode[] {
  return tree.flatMap((node) => [node, ...treeNodes(node.children)])
}

/** The node with this value, or null. */
export function findNode(tree: readonly TreeNode[], value: string): TreeNode | null {
  return pathTo(tree, value)?.at(-1) ?? null
}

function hasChosenBelow(node: TreeNode, chosen: ReadonlySet<string>): boolean {
  return node.children.some((child) => chosen.has(child.value) || hasChosenBelow(child, chosen))
}

/** A node is checked when it or a node above it is chosen, mixed when only some below it are. */
export function checkState(tree: readonly TreeNode[], selected: readonly string[], value: string): CheckState {
  const path = pathTo(tree, value)
  if (!path) return 'unchecked'
  const chosen = new Set(selected)
  if (path.some((node) => chosen.has(node.value))) return 'checked'
  return hasChosenBelow(path.at(-1)!, chosen) ? 'mixed' : 'unchecked'
}

/** The chosen values in the tree's order; values the tree does not hold are kept after them, as they were. */
function inTreeOrder(tree: readonly TreeNode[], chosen: ReadonlySet<string>): string[] {
  const known = treeNodes(tree).map((node) => node.value)
  return [...known.filter((value) => chosen.has(value)), ...[...chosen].filter((value) => !known.includes(value))]
}

function removeBelow(node: TreeNode, chosen: Set<string>): void {
  for (const child of node.children) {
    chosen.delete(child.value)
    removeBelow(child, chosen)
  }
}

/** From the deepest parent up: a parent whose children are all chosen is chosen in their place. */
function gatherUp(path: readonly TreeNode[], chosen: Set<string>): void {
  for (let i = path.length - 2; i >= 0; i--) {
    const parent = path[i]!
    if (!parent.children.every((child) => chosen.has(child.value))) return
    for (const child of parent.children) chosen.delete(child.value)
    chosen.add(parent.value)
  }
}

/** The selection after the user checks or unchecks the node with this value. */
export function toggleNode(tree: readonly TreeNode[], selected: readonly string[], value: string): string[] {
  const path = pathTo(tree, value)
  if (!path) return [...selected]
  const chosen = new Set(selected)
  const node = path.at(-1)!
  if (checkState(tree, selected, value) === 'checked') {
    const coveringAt = path.findIndex((step) => chosen.has(step.value))
    chosen.delete(path[coveringAt]!.value)
    // Each step from the chosen parent down to the node leaves its other branches chosen.
    for (let i = coveringAt; i < path.length - 1; i++) {
      for (const sibling of path[i]!.children) if (sibling !== path[i + 1]) chosen.add(sibling.value)
    }
  } else {
    removeBelow(node, chosen)
    chosen.add(node.value)
    gatherUp(path, chosen)
  }
  return inTreeOrder(tree, chosen)
}
