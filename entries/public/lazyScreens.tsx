// The public entry's pages other than signing in and out, drawn once their code is in: the later parts (one
// chunk, laterParts.ts) and the two pages with code of their own (the extractor downloads, the API reference).

import { Suspense, type ComponentType, type ReactNode } from 'react'
import { laterParts } from '../../shared/shell/laterParts.js'
import { lazyScreen } from '../../shared/shell/lazyScreen.js'
import { Loader } from '../../shared/ui/form/Loader.js'

export const parts = laterParts(() => import('./laterParts.js'))

/** A later part as a screen, with a loader until the later parts are in. */
function laterScreen<Props extends object>(Part: ComponentType<Props>): (props: Props) => ReactNode {
  return function Shown(props: Props) {
    return (
      <Suspense fallback={<Loader label="Loading the page…" />}>
        <Part {...props} />
      </Suspense>
    )
  }
}

export const LazyRegister = laterScreen(parts.part('Register'))
export const LazyCheckEmail = laterScreen(parts.part('CheckEmail'))
export const LazyVerify = laterScreen(parts.part('Verify'))
export const LazyTrial = laterScreen(parts.part('Trial'))
export const LazyResetPassword = laterScreen(parts.part('ResetPassword'))
export const LazyChoosePassword = laterScreen(parts.part('ChoosePassword'))
export const LazyTerms = laterScreen(parts.part('Terms'))
export const LazyPrivacy = laterScreen(parts.part('Privacy'))
export const LazyWriteToUs = laterScreen(parts.part('WriteToUs'))
export const LazyConnectTheDots = laterScreen(parts.part('ConnectTheDots'))
export const LazyEggQuiz = laterScreen(parts.part('EggQuiz'))
export const LazyExifExtractor = lazyScreen(() => import('./extractor/ExifExtractorScreen.js').then((m) => m.ExifExtractorScreen), 'Loading the downloads…')
export const LazyApiDocs = lazyScreen(() => import('./docs/ApiDocsScreen.js').then((m) => m.ApiDocsScreen), 'Loading the API documentation…')
