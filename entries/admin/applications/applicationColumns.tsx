// The columns of the applications table (spec-3 §3 "Application"): name, description, callback URL, client
// id, creator, created date, approved by and state, each defined once with its cell, sort value and prefix
// filter; the selection boxes and the edit buttons are added by the table, which holds their state.

import { Fragment } from 'react'
import { styled } from 'styled-components'
import type { Application, ApplicationState } from '../../../shared/api/types/applications.js'
import { formatDay } from '../../../shared/format/dates.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { SecretText } from '../../../shared/ui/secretStyle.js'
import { theme } from '../../../shared/ui/theme.js'

/** spec-3 §3 leaves the states open; schemas/applications.ts names three. */
export const STATE_LABELS: Record<ApplicationState, string> = { pending: 'Pending approval', active: 'Active', inactive: 'Inactive' }

/**
 * An email address may break after its @ and after each dot of its domain, so that a long one takes a few
 * short lines rather than one wide column.
 */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at < 0) return <>{address}</>
  const labels = address.slice(at + 1).split('.')
  return (
    <>
      {address.slice(0, at + 1)}
      {labels.map((label, i) => (
        <Fragment key={i}>
          <wbr />
          {i < labels.length - 1 ? `${label}.` : label}
        </Fragment>
      ))}
    </>
  )
}

export const APPLICATION_COLUMNS: readonly TableColumn<Application>[] = [
  { id: 'name', label: 'Name', rowHeader: true, cell: (a) => <Name>{a.name}</Name>, sortValue: (a) => a.name, filterText: (a) => a.name },
  { id: 'description', label: 'Description', cell: (a) => <Clamped title={a.description}>{a.description}</Clamped> },
  { id: 'callbackURL', label: 'Callback URL', cell: (a) => <Address>{a.callbackURL}</Address>, filterText: (a) => a.callbackURL },
  { id: 'clientId', label: 'Client ID', cell: (a) => <ClientId>{a.clientId}</ClientId>, filterText: (a) => a.clientId },
  {
    id: 'creator',
    label: 'Creator',
    cell: (a) =>
      a.creator ? (
        <>
          <Email address={a.creator.email} />
          {a.creator.organization && <Muted>{a.creator.organization}</Muted>}
        </>
      ) : (
        'Account removed'
      ),
    sortValue: (a) => a.creator?.email ?? '',
    filterText: (a) => a.creator?.email ?? '',
  },
  { id: 'created', label: 'Created', cell: (a) => formatDay(a.createdDate), sortValue: (a) => a.createdDate },
  { id: 'approvedBy', label: 'Approved by', cell: (a) => (a.approvedBy ? <Email address={a.approvedBy.email} /> : 'Not approved'), sortValue: (a) => a.approvedBy?.email ?? '' },
  { id: 'state', label: 'State', cell: (a) => STATE_LABELS[a.state], sortValue: (a) => STATE_LABELS[a.state], filterText: (a) => STATE_LABELS[a.state] },
]

/** The service lists them newest first; the table keeps that order until a header is pressed. */
export const APPLICATIONS_TABLE: TableSpec = { paging: STANDARD_PAGING, columns: APPLICATION_COLUMNS }

// Eight columns share the page beside the menu: each keeps a readable least width and wraps below it.
const Name = styled.span`
  display: inline-block;
  min-width: 8ch;
`

// A description can run to a thousand characters: three lines show, the whole is in the title and the edit form.
const Clamped = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-width: 12ch;
  max-width: 20ch;
`

// Long addresses and ids break anywhere rather than widen the table, but never to a sliver.
const Address = styled.span`
  display: inline-block;
  min-width: 12ch;
  overflow-wrap: anywhere;
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.small};
`

// The client id is copied character by character: the kit's secret face, underscores and all.
const ClientId = styled(SecretText)`
  display: inline-block;
  min-width: 12ch;
`

const Muted = styled.span`
  display: block;
  color: ${theme.colour.muted};
`
