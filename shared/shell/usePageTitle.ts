// Keeps the document's title on "Sightline – {section}" (spec-1 §2.1) as client routing changes the page.

import { useEffect } from 'react'
import { pageTitle } from './title.js'

/** `section` null leaves the title as it is (the page is being left). */
export function usePageTitle(section: string | null): void {
  const title = section === null ? null : pageTitle(section)
  useEffect(() => {
    if (title !== null) document.title = title
  }, [title])
}
