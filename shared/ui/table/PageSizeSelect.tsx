// The page size choice of a table: the sizes its paging offers, under the label its screen uses
// ("Results per page" in search, "Items per page" in the Hub, "Images per page" in BigSearch).

import { ToolbarSelect } from '../Toolbar.js'
import { STANDARD_PAGING, type TablePaging } from './tablePaging.js'

interface Props<P extends TablePaging> {
  value: number
  onChange: (size: P['sizes'][number]) => void
  paging?: P
  label?: string
}

export function PageSizeSelect<P extends TablePaging = typeof STANDARD_PAGING>({ value, onChange, paging, label = 'Results per page' }: Props<P>) {
  const sizes: readonly P['sizes'][number][] = (paging ?? STANDARD_PAGING).sizes
  // The value is one of the sizes: the URL's is read through readPageSize.
  return <ToolbarSelect label={label} value={value as P['sizes'][number]} choices={sizes.map((size) => ({ value: size, label: String(size) }))} onChange={onChange} />
}
