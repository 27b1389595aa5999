// The job screen's heading: which case it is, by the name its file was uploaded as (or the start of its id, as
// "Your searches" names it), with how many files it holds, when it was uploaded and whose it is, once the
// service has said. A service that does not say (spec-2 §7's reply names none of them) leaves 'Big search'.

import { styled } from 'styled-components'
import type { JobStatusReply } from '../../../shared/api/types/bigsearch.js'
import { formatTimestamp } from '../../../shared/format/dates.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import { Title } from '../../../shared/ui/ScreenLayout.js'
import { TermList, type Term } from '../../../shared/ui/TermList.js'
import { stack } from '../../../shared/ui/stack.js'
import { theme } from '../../../shared/ui/theme.js'
import { jobName } from '../jobs/jobColumns.js'

/** The case's terms under its name: its files, its upload time, its owner; those the reply gives. */
export function jobTerms(status: JobStatusReply): Term[] {
  const terms: Term[] = [['Files', groupedNumber(status.mediaCount)]]
  const uploaded = formatTimestamp(status.created ?? null)
  if (uploaded !== '') terms.push(['Uploaded', uploaded])
  if (status.ownerEmail) terms.push(['Owner', status.ownerName ? `${status.ownerName} (${status.ownerEmail})` : status.ownerEmail])
  return terms
}

export function JobHeading({ jobId, status }: { jobId: string; status: JobStatusReply | null }) {
  const name = status?.fileName !== undefined ? jobName({ id: jobId, fileName: status.fileName }) : null
  return (
    <Head>
      {name !== null && <Kind>Big search</Kind>}
      <Title id="bigsearch-job-title">{name ?? 'Big search'}</Title>
      {status && <TermList terms={jobTerms(status)} />}
    </Head>
  )
}

const Head = styled.header`
  ${stack(1)}
  font-size: ${theme.font.size.small};
  h1 { overflow-wrap: anywhere; }
`

/** What the page is, over the case's name. */
const Kind = styled.p`
  margin: 0 0 -${theme.space(0.5)};
  color: ${theme.colour.muted};
`
