// The charts of a licence's usage over its range (spec-3 §3 "weekly usage record", §8): the calls and
// searches of each week, the calls of each channel and the users active each week, drawn by the chart kit,
// which says so when the range holds too little to draw.

import { useMemo } from 'react'
import { styled } from 'styled-components'
import { Chart } from '../../../shared/charts/Chart.js'
import { ColumnGrid } from '../../../shared/ui/ColumnGrid.js'
import type { WeekFigures } from './licenceUsageFigures.js'
import { activeUsersChart, channelChart, CHART_TITLES, weeklyChart } from './usageChartData.js'

export function UsageCharts({ weeks }: { weeks: readonly WeekFigures[] }) {
  const weekly = useMemo(() => weeklyChart(weeks), [weeks])
  const channels = useMemo(() => channelChart(weeks), [weeks])
  const active = useMemo(() => activeUsersChart(weeks), [weeks])
  return (
    <ColumnGrid $least="320px" $gap={3} $stretch>
      <Wide>
        <Chart title={CHART_TITLES.weekly} kind="line" data={weekly} />
      </Wide>
      <Cell>
        <Chart title={CHART_TITLES.channels} kind="bar" data={channels} />
      </Cell>
      <Cell>
        <Chart title={CHART_TITLES.activeUsers} kind="line" data={active} />
      </Cell>
    </ColumnGrid>
  )
}

// A grid item's least width is its content's, which a chart would keep growing: zero lets it shrink.
const Cell = styled.div`
  min-width: 0;
`

const Wide = styled(Cell)`
  grid-column: 1 / -1;
`
