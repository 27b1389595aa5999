// The list view's columns (spec-1 §3.5) and, when the list is grouped, their widths (spec-1 §9: "Grouped
// list columns get special widths: 250, 450, 200, 350, 300").

export const LIST_COLUMNS = ['Image', 'Date Taken', 'Camera', 'Dimensions', 'Domain', 'Username', 'Location'] as const
export type ListColumn = (typeof LIST_COLUMNS)[number]

/** spec-1 §9, in the order the list draws its text columns. */
export const GROUPED_COLUMN_WIDTHS = [250, 450, 200, 350, 300] as const

/**
 * The five widths go to the columns a grouped list reads across, in drawing order: Date Taken 250,
 * Camera 450 (make, model and serial numbers joined), Dimensions 200, Domain 350, Username 300. The
 * image keeps its thumbnail's width and Location takes what is left.
 */
const WIDTHS_BY_COLUMN: Readonly<Partial<Record<ListColumn, number>>> = {
  // the 96 px thumbnail with its cell's padding
  Image: 112,
  'Date Taken': GROUPED_COLUMN_WIDTHS[0],
  Camera: GROUPED_COLUMN_WIDTHS[1],
  Dimensions: GROUPED_COLUMN_WIDTHS[2],
  Domain: GROUPED_COLUMN_WIDTHS[3],
  Username: GROUPED_COLUMN_WIDTHS[4],
}

/** Each column's width in pixels in a grouped list, or null where the column sizes itself. */
export function groupedColumnWidth(column: ListColumn): number | null {
  return WIDTHS_BY_COLUMN[column] ?? null
}

/** Room left for Location's two coordinates to 5 decimals. */
const LOCATION_ROOM = 200

/** The narrowest a grouped list draws, so that the fixed widths hold (it scrolls sideways below this). */
export const GROUPED_LIST_MIN_WIDTH = LIST_COLUMNS.reduce((sum, column) => sum + (groupedColumnWidth(column) ?? 0), LOCATION_ROOM)
