// What a chart shows, independent of the library that draws it: labelled points in one or more series,
// and the rule for a range with too little in it (spec-3 §8).

import { groupedNumber } from '../format/numbers.js'

export const NOT_ENOUGH_DATA = 'Not enough data to display graph for this date range.'

export interface ChartSeries {
  label: string
  values: readonly number[]
}

export interface ChartData {
  /** One label per point, e.g. the weeks of a range. */
  labels: readonly string[]
  series: readonly ChartSeries[]
}

/** A line needs two points, and a chart of nothing but zeros says nothing. */
export function hasEnoughData(data: ChartData, minimumPoints = 2): boolean {
  if (data.labels.length < minimumPoints) return false
  return data.series.some((series) => series.values.some((value) => value !== 0))
}

/** Counts: every value whole, so that the axis marks no fractions (a week has 2 users, never 1.5). */
export function isWholeNumbers(data: ChartData): boolean {
  return data.series.every((series) => series.values.every((value) => Number.isInteger(value)))
}

/** The chart in words, for screen readers: each series with its total and its highest point. */
export function describeChart(title: string, data: ChartData): string {
  const parts = data.series.map((series) => {
    const total = series.values.reduce((sum, value) => sum + value, 0)
    const top = Math.max(...series.values)
    const at = data.labels[series.values.indexOf(top)] ?? ''
    return `${series.label}: ${groupedNumber(total)} in all, highest ${groupedNumber(top)}${at ? ` (${at})` : ''}`
  })
  return `${title}. ${parts.join('; ')}.`
}
