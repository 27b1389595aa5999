// The region tree of the register's schools (spec-3 §3 "Filter options"): country, region, area, each node once,
// in alphabetical order, each with its path as its value (region-value.ts) and its own name as its label.

import type { FilterNode } from '../../../shared/api/types/uniforms.js'
import { regionValueOf } from './region-value.js'

export function regionTreeOf(paths: readonly (readonly string[])[]): FilterNode[] {
  const top: FilterNode[] = []
  const byValue = new Map<string, FilterNode>()
  for (const path of paths) {
    let siblings = top
    for (let depth = 1; depth <= path.length; depth++) {
      const value = regionValueOf(path.slice(0, depth))
      let node = byValue.get(value)
      if (!node) {
        node = { value, label: path[depth - 1]!, children: [] }
        byValue.set(value, node)
        siblings.push(node)
      }
      siblings = node.children
    }
  }
  const sort = (nodes: FilterNode[]) => {
    nodes.sort((a, b) => a.label.localeCompare(b.label, 'en'))
    for (const node of nodes) sort(node.children)
  }
  sort(top)
  return top
}
