// The results map's height: from where it starts down to the window's bottom edge, so that the fitted view
// and every marker in it are seen without scrolling (issue 30 §12), never less than a usable map.

import { useLayoutEffect, useState, type RefObject } from 'react'

/** Below this the map is too small to read, and the page scrolls to it instead (pixels). */
export const MIN_MAP_HEIGHT = 320
/** Room left under the map, so that its border shows (pixels). */
const BOTTOM_ROOM = 16

/** The height from the top of `element`, where the page is at its top, to the window's bottom, in CSS pixels. */
export function heightToWindowBottom(top: number, windowHeight: number): number {
  return Math.max(MIN_MAP_HEIGHT, Math.floor(windowHeight - top - BOTTOM_ROOM))
}

export function useWindowHeight(element: RefObject<HTMLElement | null>): string | undefined {
  const [height, setHeight] = useState<number | null>(null)
  useLayoutEffect(() => {
    const measure = () => {
      if (!element.current) return
      const top = element.current.getBoundingClientRect().top + window.scrollY
      setHeight(heightToWindowBottom(top, window.innerHeight))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [element])
  return height === null ? undefined : `${height}px`
}
