// The gazetteer's name for a location's centre, asked of the service once per centre and kept for the
// page's life: the chip re-renders with every search, and a centre's name never changes.

import { useEffect, useState } from 'react'
import { places } from '../../../shared/api/places.js'
import type { CentreName } from './locationChip.js'

/** null: no place is near, or the service could not say; the chip then shows the coordinates. */
const known = new Map<string, Promise<CentreName | null>>()

function nameOf(lat: number, lon: number): Promise<CentreName | null> {
  const key = `${lat},${lon}`
  let pending = known.get(key)
  if (!pending) {
    pending = places.nearest(lat, lon).then((reply) =>
      reply.success && reply.place ? { name: reply.place.name, distanceMetres: reply.distanceMetres ?? 0 } : null,
    )
    // A failed call is asked again next time rather than remembered as "no name".
    pending.then((name) => name === null && known.delete(key), () => known.delete(key))
    known.set(key, pending)
  }
  return pending
}

/** undefined while the name is being asked for. */
export function useCentreName(lat: number, lon: number): CentreName | null | undefined {
  const [name, setName] = useState<{ key: string; value: CentreName | null } | null>(null)
  const key = `${lat},${lon}`
  useEffect(() => {
    let live = true
    nameOf(lat, lon).then(
      (value) => live && setName({ key, value }),
      () => live && setName({ key, value: null }),
    )
    return () => {
      live = false
    }
  }, [key])
  return name?.key === key ? name.value : undefined
}
