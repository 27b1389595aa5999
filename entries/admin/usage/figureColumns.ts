// The figure columns the usage tables share (spec-3 §3 "weekly usage record"): the kinds of call, and
// optionally the channels, each a sortable number.

import type { UsageChannel, UsageCounts } from '../../../shared/api/types/usage.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { CHANNEL_LABELS, KIND_LABELS } from './usageChartData.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** A sortable number column of one field. */
export function countColumn<Row>(id: string, label: string, valueOf: (row: Row) => number): TableColumn<Row> {
  return { id, label, cell: (row) => groupedNumber(valueOf(row)), sortValue: valueOf }
}

/** The kinds of call, and with `channels` the channel each went through. */
export function figureColumns<Row extends UsageCounts>({ channels }: { channels: boolean }): TableColumn<Row>[] {
  const kinds = KIND_LABELS.map(([key, label]) => countColumn<Row>(key, label, (row) => row[key]))
  if (!channels) return kinds
  const channelColumns = (Object.keys(CHANNEL_LABELS) as UsageChannel[]).map((channel) => countColumn<Row>(channel, CHANNEL_LABELS[channel], (row) => row[channel]))
  return [...kinds, ...channelColumns]
}
