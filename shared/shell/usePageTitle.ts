// Keeps the document's title on "Sightline – {section}" (spec-1 §2.1) as client routing changes the page.

import { useEffect } from 'react'
import type { PageOutcome } from '../api/types/bootstrap.js'
import { pageTitle, sectionFor } from './title.js'

export function usePageTitle(pathname: string, outcome: PageOutcome, bootSection: string): void {
  const title = pageTitle(sectionFor(pathname, outcome, bootSection))
  useEffect(() => {
    document.title = title
  }, [title])
}
