// The page and page size of a server-paged list as its query carries them (the audit, BigSearch's jobs):
// blank takes the default, anything else must be a whole page from 1 and one of the table's page sizes,
// or the call is refused naming the value.

import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../shared/api/types/constants/paging.js'
import { CallFailure } from './failures.js'

export const PAGE_INVALID = 'page must be a whole number from 1.'
export const RESULT_SIZE_INVALID = `resultSize must be one of ${TABLE_PAGE_SIZES.join(', ')}.`

export interface TablePaging {
  /** From 1. */
  page: number
  resultSize: number
  /** The rows before the page. */
  offset: number
}

/** An absent or blank value takes the default. */
const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim())

export function readTablePaging(query: { page?: string; resultSize?: string }): TablePaging {
  const pageText = given(query.page)
  const sizeText = given(query.resultSize)
  if (pageText !== undefined && !/^[1-9]\d{0,8}$/.test(pageText)) throw new CallFailure(400, PAGE_INVALID, 'page')
  const page = pageText === undefined ? 1 : Number(pageText)
  const resultSize = sizeText === undefined ? TABLE_DEFAULT_PAGE_SIZE : Number(sizeText)
  if (sizeText !== undefined && !(/^\d{2,3}$/.test(sizeText) && (TABLE_PAGE_SIZES as readonly number[]).includes(resultSize))) {
    throw new CallFailure(400, RESULT_SIZE_INVALID, 'resultSize')
  }
  return { page, resultSize, offset: (page - 1) * resultSize }
}
