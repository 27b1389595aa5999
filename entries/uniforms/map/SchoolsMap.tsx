// The map view of the Hub's results (spec-3 §2, §9): a marker for each located school of the first 500, under
// the warning that says so; a marker's popup names its schools with a link to each one's page.

import { useCallback, useMemo, useRef } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { School } from '../../../shared/api/types/uniforms.js'
import { UNIFORM_MAP_LIMIT } from '../../../shared/api/types/constants/uniforms.js'
import { LazyMapCanvas } from '../../../shared/map/LazyMapCanvas.js'
import { useWindowHeight } from '../../../shared/map/useWindowHeight.js'
import type { MapMarker } from '../../../shared/map/markerFeatures.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { schoolHref } from '../school/schoolLinks.js'
import { browserHubMapView } from './hubMapView.js'

interface SchoolMarker extends MapMarker {
  school: School
}

function markersOf(schools: readonly School[]): SchoolMarker[] {
  return schools.map((school) => ({
    id: school.id,
    location: school.location ? { lat: school.location.latitude, lon: school.location.longitude } : null,
    school,
  }))
}

export function SchoolsMap({ schools }: { schools: readonly School[] }) {
  const markers = useMemo(() => markersOf(schools), [schools])
  const popupFor = useCallback((shown: SchoolMarker[]) => <SchoolsPopup schools={shown.map((marker) => marker.school)} />, [])
  const place = useRef<HTMLDivElement>(null)
  const height = useWindowHeight(place)
  const view = browserHubMapView()
  return (
    <Column>
      <Warning>{UNIFORM_MAP_LIMIT}</Warning>
      <div ref={place}>
        {height && <LazyMapCanvas height={height} label="Map of the schools found" centre={view.centre} zoom={view.zoom} minZoom={view.zoom} fit markers={markers} popupFor={popupFor} />}
      </div>
    </Column>
  )
}

function SchoolsPopup({ schools }: { schools: readonly School[] }) {
  return (
    <Popup $direction="column" $gap={1}>
      {schools.map((school) => (
        <li key={school.id}>
          <strong>{school.name}</strong>
          <Where>{[school.town, school.postcode].filter(Boolean).join(', ')}</Where>
          <Link href={schoolHref(school.id)}>View School</Link>
        </li>
      ))}
    </Popup>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`

const Warning = styled.p`
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(1.5)};
  color: ${theme.colour.warning};
  background: ${theme.colour.warningSoft};
  border-radius: ${theme.radius};
  font-size: ${theme.font.size.small};
`

const Popup = styled(PlainList)`
  max-height: 18rem;
  overflow-y: auto;
  font: ${theme.font.size.small} ${theme.font.body};
  color: ${theme.colour.ink};
  a { color: ${theme.colour.brand}; font-weight: 600; }
`

const Where = styled.p`
  margin: ${theme.space(0.25)} 0;
  color: ${theme.colour.muted};
`
