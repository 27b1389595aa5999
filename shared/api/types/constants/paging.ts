// The page sizes of every server-paged table (spec-2 §9, spec-3 §9: 25, 50, 100, 200, default 25), read
// by the table kit that offers them and by the service that accepts them. A leaf module.

export const TABLE_PAGE_SIZES = [25, 50, 100, 200] as const
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number]
export const TABLE_DEFAULT_PAGE_SIZE: TablePageSize = 25
