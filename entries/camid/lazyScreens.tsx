// The Camera ID pages but the queries page, each fetched from its own chunk when first drawn: the area's first
// load (the queries page, where every visit starts) carries none of them, nor the chart kit the statistics use.

import { lazyScreen } from '../../shared/shell/lazyScreen.js'

export const LazyHitsScreen = lazyScreen<{ querySpnId: string }>(() => import('./hits/HitsScreen.js').then((m) => m.HitsScreen), 'Loading the hits…')
export const LazyResolutionsScreen = lazyScreen(() => import('./resolutions/ResolutionsScreen.js').then((m) => m.ResolutionsScreen), 'Loading the resolutions…')
export const LazyStatsScreen = lazyScreen(() => import('./stats/StatsScreen.js').then((m) => m.StatsScreen), 'Loading the statistics…')
