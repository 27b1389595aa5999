// The search area's parts that its first screen does not draw: the other pages and the dialogs, as one module
// that the area loads on demand (laterPartsLoader.ts). One lazy part, not one per screen and dialog: the build
// cuts the code several lazy parts share with the first screen into a chunk per combination of parts, and a
// first visit on a slow link pays a round trip for each of those files (issue 15 §9).

export { SightingScreen } from './screens/SightingScreen.js'
export { SimilarScreen } from './screens/SimilarScreen.js'
export { SavedSearchesScreen } from './screens/SavedSearchesScreen.js'
export { AddFiltersDialog } from './components/AddFiltersDialog.js'
export { SaveSearchDialog } from './saved/SaveSearchDialog.js'
export { ChooseLocationDialog } from './location/ChooseLocationDialog.js'
