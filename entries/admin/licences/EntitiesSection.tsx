// A licence's emails and domains (spec-3 §2, §4): the form that adds one and the table of them with their
// roles, sorted, filtered and paged in the query string (spec-3 §5, §9).

import { styled } from 'styled-components'
import type { LicensedEntity } from '../../../shared/api/types/licences.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'
import { theme } from '../../../shared/ui/theme.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { entitiesTable, entityColumns, type EntityColumnsContext } from './entityColumns.js'
import { EntityForm } from './EntityForm.js'
import type { Reply } from '../../../shared/api/types/reply.js'

/** spec-3 §8. */
export const NO_ENTITIES = 'There are no emails or domains assigned to this licence'

interface Props extends EntityColumnsContext {
  entities: readonly LicensedEntity[]
  adding: boolean
  onAdd: (value: string) => Promise<Reply<object>>
  /** What the last change did, for 5 seconds. */
  done: string | null
  /** Why a role change was refused: the entity changed since this page loaded. Reload shows the change. */
  conflict: string | null
  onReload: () => void
}

export function EntitiesSection({ licence, entities, adding, onAdd, done, conflict, onReload, ...context }: Props) {
  const columns = entityColumns({ ...context, licence })
  const spec = entitiesTable(columns)
  const controls = useTableQuery(spec)
  const shown = tablePage(entities, columns, controls.query, spec.paging)
  return (
    <Card place="section" title="Emails and domains" wide>
      <EntityForm entities={entities} maxSeats={licence.maxSeats} adding={adding} onAdd={onAdd} />
      {done && <Banner tone="info">{done}</Banner>}
      {conflict && <FailureNotice place="section" message={conflict} tryAgainLabel="Reload" onTryAgain={onReload} />}
      <QueryTable label="Emails and domains on this licence" columns={columns} rows={shown.rows} rowKey={(e) => String(e.id)} controls={controls} empty={NO_ENTITIES} />
      <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={['email or domain', 'emails and domains']} />
      <Hint>
        {context.viewer.isGlobalAdmin
          ? 'CTD is never granted or revoked here; removing an email or domain that holds it takes it away.'
          : 'Only a global administrator grants or revokes Audit, DomainAudit and ServiceAccount, changes an email or domain holding ServiceAccount, or removes one holding any of them or CTD. CTD is never granted or revoked here.'}
      </Hint>
    </Card>
  )
}

const Hint = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
