// The API document on the /docs page: its introduction (authentication, headers), a filter that finds a call (Enter
// goes to the first it finds), the areas with links to each, and every call of each area.

import { useEffect, useMemo } from 'react'
import { useQueryString } from '../../../shared/state/useQueryString.js'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { Form } from '../../../shared/ui/form/Form.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { API_DOCUMENT_PATH, type ApiDocument } from '../../../shared/api/types/apiDocument.js'
import { areasOf, countCalls, filterCalls } from './apiCalls.js'
import { CallEntry } from './CallEntry.js'
import { MarkdownText } from './MarkdownText.js'

const FIND = 'find'

/** The filter lives in the address (/docs?find=bigsearch), so that a link or a reload finds the same calls. */
function useFilter(): [string, (value: string) => void] {
  const { params, write } = useQueryString()
  const setFilter = (value: string) => {
    if (value === '') params.delete(FIND)
    else params.set(FIND, value)
    write(params, true)
  }
  return [params.get(FIND) ?? '', setFilter]
}

/** Brings a call into view and moves the keyboard to it. */
function goTo(anchor: string): void {
  const target = document.getElementById(anchor)
  target?.scrollIntoView()
  target?.focus({ preventScroll: true })
}

/** The call a link names (/docs#get-v1-sightings), brought into view once the document is drawn. */
function useLinkedCall(): void {
  useEffect(() => {
    const anchor = decodeURIComponent(location.hash.slice(1))
    if (anchor) goTo(anchor)
  }, [])
}

export function ApiReference({ document: apiDoc }: { document: ApiDocument }) {
  const [filter, setFilter] = useFilter()
  const areas = useMemo(() => areasOf(apiDoc), [apiDoc])
  const shown = useMemo(() => filterCalls(areas, filter), [areas, filter])
  const shared = apiDoc.components.schemas ?? {}
  const total = countCalls(areas)
  const count = countCalls(shown)
  useLinkedCall()
  return (
    <>
      {apiDoc.info.description && <MarkdownText markdown={apiDoc.info.description} />}
      <p>
        The whole description, as OpenAPI {apiDoc.openapi} for your own tools: <a href={API_DOCUMENT_PATH}>{API_DOCUMENT_PATH}</a>.
      </p>

      <SectionTitle>Calls</SectionTitle>
      <Form label="Find a call" onSubmit={() => shown[0]?.calls[0] && goTo(shown[0].calls[0].anchor)}>
        <TextField
          label="Find a call"
          hint="By its path, method, name, area or a role it needs; Enter goes to the first call found."
          type="search"
          value={filter}
          onChange={setFilter}
        />
      </Form>
      <Count role="status">{count === total ? `All ${total} calls.` : count === 0 ? 'No call matches.' : `${count} of ${total} calls.`}</Count>
      <nav aria-label="Areas of the API">
        <PlainList $gap={[0.5, 1.5]}>
          {shown.map((area) => (
            <li key={area.name}>
              <a href={`#${area.anchor}`}>
                {area.name} ({area.calls.length})
              </a>
            </li>
          ))}
        </PlainList>
      </nav>

      {shown.map((area) => (
        <Area key={area.name} aria-labelledby={area.anchor}>
          <SectionTitle id={area.anchor} tabIndex={-1}>
            {area.name}
          </SectionTitle>
          {area.description && <AreaText>{area.description}</AreaText>}
          {area.calls.map((call) => (
            <CallEntry key={call.anchor} call={call} shared={shared} />
          ))}
        </Area>
      ))}
    </>
  )
}

const Count = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const Area = styled.section`
  display: flex;
  flex-direction: column;
`

// As the introduction's headings; doubled, to stand over the page panel's own rule for its headings.
const SectionTitle = styled.h2`
  && {
    margin: ${theme.space(3)} 0 ${theme.space(0.5)};
    font-size: 1.25rem;
  }
  scroll-margin-top: ${theme.space(8)};
  &:focus { outline: none; }
`

const AreaText = styled.p`
  margin: 0 0 ${theme.space(1)};
  color: ${theme.colour.muted};
`
