// Starts fetching the map's code when the pointer comes near a control that opens the map, or the keyboard
// reaches one (issue 15): the map library is large, and the moment before a click is enough to fetch it.
// Controls mark themselves with MAP_TRIGGER; a disabled one is passed over.

import { useEffect } from 'react'
import { loadMapCanvas } from './loadMapCanvas.js'

export const MAP_TRIGGER = 'data-map-trigger'
/** How close (CSS pixels) the pointer comes to a map control's edge before the map's code is fetched. */
export const NEAR_PIXELS = 24

/** The distance from a point to a box, 0 inside it. */
export function distanceToBox(x: number, y: number, box: { left: number; right: number; top: number; bottom: number }): number {
  const dx = Math.max(box.left - x, 0, x - box.right)
  const dy = Math.max(box.top - y, 0, y - box.bottom)
  return Math.hypot(dx, dy)
}

export function useMapPreload(): void {
  useEffect(() => {
    let frame = 0
    let x = 0
    let y = 0
    const triggers = () => [...document.querySelectorAll<HTMLElement>(`[${MAP_TRIGGER}]`)].filter((el) => !(el as HTMLButtonElement).disabled)
    const stop = () => {
      document.removeEventListener('pointermove', onPointer)
      document.removeEventListener('focusin', onFocus)
      cancelAnimationFrame(frame)
    }
    const fetchMap = () => {
      stop()
      void loadMapCanvas().catch(() => undefined)
    }
    // Read the layout once a frame at most, however fast the pointer moves.
    const check = () => {
      frame = 0
      if (triggers().some((el) => distanceToBox(x, y, el.getBoundingClientRect()) <= NEAR_PIXELS)) fetchMap()
    }
    function onPointer(event: PointerEvent) {
      x = event.clientX
      y = event.clientY
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    function onFocus(event: FocusEvent) {
      if (event.target instanceof Element && triggers().some((el) => el.contains(event.target as Node))) fetchMap()
    }
    document.addEventListener('pointermove', onPointer, { passive: true })
    document.addEventListener('focusin', onFocus)
    return stop
  }, [])
}
