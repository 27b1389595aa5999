// A chart drawn by chart.js, which is fetched when the first chart is drawn, so that no area's first
// load carries it. Too little data gets spec-3 §8's sentence instead of an empty chart; the chart's
// figures are also given in words for screen readers.

import { useEffect, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'
import { stack } from '../ui/stack.js'
import { describeChart, hasEnoughData, isWholeNumbers, NOT_ENOUGH_DATA, type ChartData } from './chartData.js'

export interface ChartProps {
  title: string
  kind: 'line' | 'bar'
  data: ChartData
}

/** Above this many points a line is drawn without a mark at each: the marks would run into a thick band. */
const MARKED_POINTS_MAX = 60

/** One palette for every chart, readable on white. */
const COLOURS = ['#0f4c81', '#c2410c', '#15803d', '#7c3aed', '#b91c1c', '#0e7490']

type ChartModule = typeof import('chart.js')
let chartModule: Promise<ChartModule> | null = null

/** chart.js, registered once, on first use. */
function loadChartJs(): Promise<ChartModule> {
  chartModule ??= import('chart.js').then((module) => {
    module.Chart.register(...module.registerables)
    return module
  })
  return chartModule
}

export function Chart({ title, kind, data }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [failed, setFailed] = useState(false)
  const enough = hasEnoughData(data)

  useEffect(() => {
    if (!enough || !canvas.current) return
    let drawn: { destroy(): void } | null = null
    let cancelled = false
    loadChartJs().then(
      ({ Chart: ChartJs }) => {
        if (cancelled || !canvas.current) return
        drawn = new ChartJs(canvas.current, {
          type: kind,
          data: {
            labels: [...data.labels],
            datasets: data.series.map((series, index) => ({
              label: series.label,
              data: [...series.values],
              borderColor: COLOURS[index % COLOURS.length],
              backgroundColor: COLOURS[index % COLOURS.length],
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: isWholeNumbers(data) ? { precision: 0 } : {} } },
            elements: { point: { radius: data.labels.length > MARKED_POINTS_MAX ? 0 : 3 } },
          },
        })
      },
      () => setFailed(true),
    )
    return () => {
      cancelled = true
      drawn?.destroy()
    }
  }, [enough, kind, data])

  return (
    <Figure>
      <Caption>{title}</Caption>
      {!enough ? (
        <Empty>{NOT_ENOUGH_DATA}</Empty>
      ) : failed ? (
        <Empty>The chart could not be drawn. Reload the page to try again.</Empty>
      ) : (
        <Frame>
          <canvas ref={canvas} role="img" aria-label={describeChart(title, data)} />
        </Frame>
      )}
    </Figure>
  )
}

const Figure = styled.figure`
  margin: 0;
  ${stack(1)}
`

const Caption = styled.figcaption`
  font-weight: 600;
`

const Frame = styled.div`
  position: relative;
  height: 280px;
`

const Empty = styled.p`
  margin: 0;
  padding: ${theme.space(2)};
  background: ${theme.colour.canvas};
  border-radius: 4px;
`
