// The columns of Active Queries (spec-2 §2 "Camera ID"): the reference (a link to its hits, editable by its
// owner), the owner, when it was made, its quality as stars, how far its job has got, and Delete for the owner.
// The service sorts and pages the list (the newest first).

import type { CamIdQuery } from '../../../shared/api/types/camid.js'
import { formatTimestamp } from '../../../shared/format/dates.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { Stars } from '../components/Stars.js'
import { QueryProgress } from './QueryProgress.js'
import { ReferenceCell, SmallButton } from './ReferenceCell.js'

export interface QueryRowActions {
  /** The query whose reference is being edited. */
  editingId: string | null
  edit: (query: CamIdQuery | null) => void
  save: (query: CamIdQuery, reference: string) => Promise<boolean>
  isRenaming: (query: CamIdQuery) => boolean
  renameRefusal: string | null
  askDelete: (query: CamIdQuery) => void
  isDeleting: (query: CamIdQuery) => boolean
}

export function queryColumns(actions: QueryRowActions): readonly TableColumn<CamIdQuery>[] {
  return [
    {
      id: 'reference',
      label: 'Reference',
      rowHeader: true,
      cell: (query) => (
        <ReferenceCell
          query={query}
          editing={actions.editingId === query.id}
          onEdit={() => actions.edit(query)}
          onSave={(reference) => actions.save(query, reference)}
          onCancel={() => actions.edit(null)}
          busy={actions.isRenaming(query)}
          refusal={actions.editingId === query.id ? actions.renameRefusal : null}
        />
      ),
    },
    { id: 'owner', label: 'Owner', cell: (query) => query.email },
    { id: 'created', label: 'Created', cell: (query) => formatTimestamp(query.creationDate) },
    { id: 'quality', label: 'Quality', cell: (query) => <Stars quality={query.quality} /> },
    { id: 'progress', label: 'Progress', cell: (query) => <QueryProgress query={query} /> },
    {
      id: 'actions',
      label: 'Actions',
      cell: (query) =>
        query.own ? (
          <SmallButton type="button" aria-label={`Delete ${query.caseId}`} disabled={actions.isDeleting(query)} aria-busy={actions.isDeleting(query)} onClick={() => actions.askDelete(query)}>
            Delete
          </SmallButton>
        ) : null,
    },
  ]
}
