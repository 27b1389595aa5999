// A region's value in the region tree (spec-3 §3 "Filter options"): its path from the country down, joined, so that
// a value names one node and the values under it start with it (store/uniforms/school-conditions.ts reads that).

export const REGION_SEPARATOR = ' > '

export const regionValueOf = (path: readonly string[]): string => path.join(REGION_SEPARATOR)
