// The public entry's pages beyond signing in, each fetched from its own chunk when first drawn: the sign-in page,
// which every visitor opens first, carries none of them.

import { lazyScreen } from '../../shared/shell/lazyScreen.js'

export const LazyWriteToUs = lazyScreen(() => import('./tools/WriteToUs.js').then((m) => m.WriteToUs), 'Loading the message form…')
export const LazyExifExtractor = lazyScreen(() => import('./extractor/ExifExtractorScreen.js').then((m) => m.ExifExtractorScreen), 'Loading the downloads…')
export const LazyConnectTheDots = lazyScreen(() => import('./tools/ConnectTheDots.js').then((m) => m.ConnectTheDots), 'Loading Connect The Dots…')
export const LazyEggQuiz = lazyScreen(() => import('./tools/EggQuiz.js').then((m) => m.EggQuiz), 'Loading…')
export const LazyApiDocs = lazyScreen(() => import('./docs/ApiDocsScreen.js').then((m) => m.ApiDocsScreen), 'Loading the API documentation…')
