// The columns of a licence's entities table (spec-3 §3 "Licensed entity"): the value, its type, its roles
// as checkboxes and its Remove button, each defined once with its sort value and prefix filter.

import type { Licence, LicensedEntity } from '../../../shared/api/types/licences.js'
import { Button } from '../../../shared/ui/form/Button.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { canRemoveEntity, type Viewer } from './entityRules.js'
import { EntityRoles } from './EntityRoles.js'

export interface EntityColumnsContext {
  licence: Licence
  viewer: Viewer
  /** Whether a change of this entity is on its way. */
  isBusy: (entity: LicensedEntity) => boolean
  onRole: (entity: LicensedEntity, role: string, held: boolean) => void
  onRemove: (entity: LicensedEntity) => void
}

export function entityColumns({ licence, viewer, isBusy, onRole, onRemove }: EntityColumnsContext): TableColumn<LicensedEntity>[] {
  return [
    { id: 'value', label: 'Email or domain', rowHeader: true, cell: (e) => e.value, sortValue: (e) => e.value, filterText: (e) => e.value },
    { id: 'type', label: 'Type', width: 100, cell: (e) => e.type, sortValue: (e) => e.type, filterText: (e) => e.type },
    {
      id: 'roles',
      label: 'Roles',
      cell: (e) => <EntityRoles licence={licence} entity={e} viewer={viewer} busy={isBusy(e)} onChange={(role, held) => onRole(e, role, held)} />,
    },
    {
      id: 'remove',
      label: 'Remove',
      width: 110,
      cell: (e) => (
        <Button variant="secondary" aria-label={`Remove ${e.value}`} disabled={!canRemoveEntity(e, viewer) || isBusy(e)} onClick={() => onRemove(e)}>
          Remove
        </Button>
      ),
    },
  ]
}

/** The service lists entities in the order they were added; the table keeps it until a header is pressed. */
export function entitiesTable(columns: readonly TableColumn<LicensedEntity>[]): TableSpec {
  return { paging: STANDARD_PAGING, columns }
}
