// The Hub's filter options (spec-3 §3 "Filter options"): the label trees, fixed, and the region tree of the
// register's schools, built from the regions they are in and kept for a minute (the register changes rarely and
// every search checks its regions against it).

import type { Store } from '../store/engine/store.js'
import type { FilterNode } from '../../../shared/api/types/uniforms.js'
import { schoolRegions } from '../store/uniforms/register.js'
import { LOGO_LABEL_TREE, UNIFORM_LABEL_TREE } from './demo/labelTrees.js'
import { regionTreeOf } from './region-tree.js'
import { nodesOf } from './search-query.js'

const REGIONS_KEPT_MS = 60_000

export interface Trees {
  regions: readonly FilterNode[]
  logoLabels: readonly FilterNode[]
  uniformLabels: readonly FilterNode[]
}

export class FilterTrees {
  private regions: { tree: FilterNode[]; values: Set<string>; at: number } | null = null

  constructor(private readonly store: Store) {}

  async all(): Promise<Trees> {
    return { regions: (await this.regionTree()).tree, logoLabels: LOGO_LABEL_TREE, uniformLabels: UNIFORM_LABEL_TREE }
  }

  /** Every node value of the region tree. */
  async regionValues(): Promise<Set<string>> {
    return (await this.regionTree()).values
  }

  private async regionTree() {
    if (this.regions && Date.now() - this.regions.at < REGIONS_KEPT_MS) return this.regions
    const tree = regionTreeOf(await schoolRegions(this.store))
    this.regions = { tree, values: new Set(nodesOf(tree).keys()), at: Date.now() }
    return this.regions
  }
}
