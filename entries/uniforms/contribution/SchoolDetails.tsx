// The contribution screen's details panel and Location map (spec-3 §2): the school's type, uniform policy, ages,
// postcode and external id as the register has them, and where it is. The map and its library load only now.

import { styled } from 'styled-components'
import type { School } from '../../../shared/api/types/uniforms.js'
import { LazyMapCanvas } from '../../../shared/map/LazyMapCanvas.js'
import { theme } from '../../../shared/ui/theme.js'
import { policyText } from './contributionDraft.js'

/** Far enough out that the towns round the school are named on the offline basemap. */
const SCHOOL_ZOOM = 9
const MAP_HEIGHT = '16rem'

export function SchoolDetails({ school }: { school: School }) {
  const rows: [string, string][] = [
    ['School type', school.schoolType],
    ['Uniform policy', policyText(school.uniformWorn)],
    ['Ages', `${school.minAge}–${school.maxAge}`],
    ['Postcode', school.postcode],
    ['External ID', school.externalId],
  ]
  const location = school.location ? { lat: school.location.latitude, lon: school.location.longitude } : null
  return (
    <Panels>
      <Panel aria-labelledby="school-details-title">
        <h3 id="school-details-title">Details</h3>
        <List>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '–'}</dd>
            </div>
          ))}
        </List>
      </Panel>
      <Panel aria-labelledby="school-location-title">
        <h3 id="school-location-title">Location</h3>
        {location ? (
          <LazyMapCanvas label={`Map of where ${school.name} is`} centre={location} zoom={SCHOOL_ZOOM} markers={[{ id: school.id, location }]} height={MAP_HEIGHT} />
        ) : (
          <Muted>The register gives no location for this school.</Muted>
        )}
      </Panel>
    </Panels>
  )
}

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: start;
  gap: ${theme.space(2)};
`

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  min-width: 0;
  padding: ${theme.space(2)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  h3 { margin: 0; font-size: 1.125rem; }
`

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(0.75)} ${theme.space(2)};
  margin: 0;
  div { display: contents; }
  dt { color: ${theme.colour.muted}; font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`
