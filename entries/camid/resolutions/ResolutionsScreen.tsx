// The optimal resolutions, /camid/resolutions (spec-2 §2, §5, §9): the resolutions the database holds most pictures
// of, in six columns, and the star-rating rules they take part in: a fingerprint of one of them, made from at
// least 5 pictures, can earn 5 stars.

import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { CAMID_RESOLUTION_COLUMNS } from '../../../shared/api/types/camid.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { theme } from '../../../shared/ui/theme.js'
import { CamIdPage } from '../components/CamIdPage.js'
import { MOST_STARS } from '../components/Stars.js'
import { intoColumns, resolutionText } from './resolutionColumns.js'
import { resolutionsState as state } from './resolutionsState.js'

/** spec-2 §5: the star rules, as the page states them. */
export const STAR_RULES = [
  'A query is rated from 0 to 5 stars: its quality (0 to 100) divided by 10 and rounded, at most 5.',
  `${MOST_STARS} stars need a fingerprint made from at least 5 images, at one of the optimal resolutions below.`,
  'The more pictures of one camera go into a fingerprint, the higher its quality: flat, bright, unedited, full-size photos are best.',
] as const

export function ResolutionsScreen() {
  useSignals()
  useEffect(() => {
    void state.load(true)
  }, [])
  const loaded = state.resolutions.value
  return (
    <CamIdPage title="Optimal resolutions" titleId="resolutions-title">
      <Card place="section" title="Star ratings" wide>
        <Rules>
          {STAR_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Rules>
      </Card>
      <Card place="section" title="Resolutions" wide>
        <p>The resolutions the database holds the most pictures of, longest edge first. A fingerprint of another resolution is still searched, against fewer pictures.</p>
        {loaded.kind === 'loading' && <Loader label="Loading the resolutions…" />}
        {loaded.kind === 'failed' && <FailureNotice place="section" message={loaded.error} onTryAgain={() => void state.load(true)} />}
        {loaded.kind === 'loaded' &&
          (loaded.items.length === 0 ? (
            <p>No resolutions yet: the database holds no pictures.</p>
          ) : (
            <Columns role="group" aria-label="Optimal resolutions">
              {intoColumns(loaded.items, CAMID_RESOLUTION_COLUMNS).map((column, index) => (
                <Column key={index} aria-label={`Optimal resolutions, column ${index + 1}`}>
                  {column.map((item) => (
                    <li key={item.resolution}>{resolutionText(item)}</li>
                  ))}
                </Column>
              ))}
            </Columns>
          ))}
      </Card>
    </CamIdPage>
  )
}

const Rules = styled.ul`
  margin: 0;
  padding-left: ${theme.space(2.5)};
  line-height: 1.6;
`

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(${CAMID_RESOLUTION_COLUMNS}, minmax(6rem, 1fr));
  gap: ${theme.space(2)};
  overflow-x: auto;
`

const Column = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
  li { padding: ${theme.space(0.5)} 0; border-bottom: 1px solid ${theme.colour.line}; }
`
