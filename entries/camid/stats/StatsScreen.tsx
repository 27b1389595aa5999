// Camera ID's statistics, /camid/stats (spec-2 §2): three cumulative charts by month (hits, queries, pictures
// indexed), drawn by the chart kit, which loads chart.js only here and says when a count has too little to draw;
// and the totals per email and organisation for queries and for hits.

import { useEffect, useMemo } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { CamIdMonthlyCount } from '../../../shared/api/types/camid.js'
import { Chart } from '../../../shared/charts/Chart.js'
import { ColumnGrid } from '../../../shared/ui/ColumnGrid.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { CamIdPage } from '../components/CamIdPage.js'
import { CHART_TITLES, monthlyChart } from './statsChartData.js'
import { statsState as state } from './statsState.js'
import { UserCountsTable } from './UserCountsTable.js'

/** The charts in the spec's order. */
const CHARTS: readonly CamIdMonthlyCount[] = ['hits', 'queries', 'indexed']

export function StatsScreen() {
  return (
    <CamIdPage title="Camera ID statistics" titleId="stats-title">
      <Card place="section" title="By month" wide>
        <ColumnGrid $least="320px" $gap={3} $stretch>
          {CHARTS.map((count) =>
            // The pictures indexed span years of months: their chart takes the whole width.
            count === 'indexed' ? (
              <Wide key={count}>
                <MonthlyChart count={count} />
              </Wide>
            ) : (
              <Cell key={count}>
                <MonthlyChart count={count} />
              </Cell>
            ),
          )}
        </ColumnGrid>
      </Card>
      <UserCountsTable count="queries" />
      <UserCountsTable count="hits" />
    </CamIdPage>
  )
}

function MonthlyChart({ count }: { count: CamIdMonthlyCount }) {
  useSignals()
  useEffect(() => {
    void state.loadMonthly(count)
  }, [count])
  const loaded = state.monthly[count].state.value
  const rows = loaded.kind === 'loaded' ? loaded.rows : null
  const data = useMemo(() => (rows ? monthlyChart(count, rows) : null), [count, rows])
  if (loaded.kind === 'failed') return <FailureNotice place="section" message={`${CHART_TITLES[count]}: ${loaded.error}`} onTryAgain={() => void state.loadMonthly(count)} />
  if (!data) return <Loader label={`Loading ${CHART_TITLES[count].toLowerCase()}…`} />
  return <Chart title={CHART_TITLES[count]} kind="line" data={data} />
}

// A grid item's least width is its content's, which a chart would keep growing: zero lets it shrink.
const Cell = styled.div`
  min-width: 0;
`

const Wide = styled(Cell)`
  grid-column: 1 / -1;
`
