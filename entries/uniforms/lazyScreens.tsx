// The Hub's pages but the Search tab, each fetched from its own chunk when first drawn: the area's first load
// (the Search tab, where most visits start) carries none of them.

import { lazyScreen } from '../../shared/shell/lazyScreen.js'

export const LazySchoolScreen = lazyScreen<{ schoolId: string; selectedImageId?: string }>(
  () => import('./school/SchoolScreen.js').then((m) => m.SchoolScreen),
  'Loading the school…',
)
export const LazyContributeTab = lazyScreen(() => import('./contribute/ContributeTab.js').then((m) => m.ContributeTab), 'Loading the schools…')
export const LazyContributionScreen = lazyScreen<{ schoolId: string }>(
  () => import('./contribution/ContributionScreen.js').then((m) => m.ContributionScreen),
  'Loading the school…',
)
