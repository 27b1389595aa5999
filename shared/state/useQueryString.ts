// The page's query string as a screen, table or list reads it and writes it back: the path stays, and a query
// string written empty leaves the bare path, so that a screen at its defaults has a clean address.

import { useLocation, useSearch } from 'wouter'

export interface QueryString {
  params: URLSearchParams
  /** Goes to the page's path with this query string; `replace` puts it in place of the current entry. */
  write: (next: URLSearchParams, replace: boolean) => void
}

export function useQueryString(): QueryString {
  const search = useSearch()
  const [path, navigate] = useLocation()
  return {
    params: new URLSearchParams(search),
    write: (next, replace) => {
      const written = next.toString()
      navigate(written ? `${path}?${written}` : path, { replace })
    },
  }
}
