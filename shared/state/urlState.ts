// A screen's query string declared once, as a TypeBox object whose every parameter has a default and its
// limits, and read and written from that one declaration (spec-1 §4.5: the URL is the state; a reload or a
// shared link shows the same screen). Reading never throws: a parameter missing, unreadable or out of its
// limits is its default. Writing leaves defaults out, in the declared order, so that a link stays short and
// one state is always one address.
//
// UrlType builds the very objects TypeBox's Type.* builds (JSON Schema, with TypeBox's hidden '~kind'; the
// unit test compares them), so a shape is a TypeBox schema to Static and to Value alike. It does not load
// TypeBox itself: TypeBox's builders bring some 7 KB of minified code into a first load, half the size of
// the search page's early script, which reads the search's address through this module.

import type { Static, TArray, TBoolean, TEnum, TEnumValue, TInteger, TNull, TNumber, TObject, TProperties, TSchema, TString, TUnion } from 'typebox'

/** What this module reads of a parameter's schema: the JSON Schema keywords TypeBox writes. */
interface FieldSchema {
  type?: 'integer' | 'number' | 'string' | 'boolean' | 'null' | 'array'
  enum?: readonly TEnumValue[]
  anyOf?: readonly FieldSchema[]
  items?: FieldSchema
  default?: unknown
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  maxItems?: number
  uniqueItems?: boolean
}

interface NumberLimits {
  minimum?: number
  maximum?: number
}

interface StringLimits {
  minLength?: number
  maxLength?: number
  /** A regular expression the whole value must match (anchor it: JSON Schema's pattern searches). */
  pattern?: string
}

/** As TypeBox's Memory.Create: the schema's keywords enumerable, its kind hidden. */
function create<T>(kind: string, schema: object): T {
  return Object.defineProperty({ ...schema }, '~kind', { value: kind, writable: true, enumerable: false, configurable: true }) as T
}

/**
 * The builders of a query string's shape. Integer, Number, String and Enum take their default, which a
 * parameter of the shape must have (UrlType.Object checks) and a field inside Nullable or List needs not;
 * Boolean's default is false, Nullable's null and List's empty.
 */
export const UrlType = {
  Object<P extends TProperties>(properties: P): TObject<P> {
    for (const [name, field] of Object.entries(properties)) {
      if ((field as FieldSchema).default === undefined) throw new Error(`The query string's ${name} has no default.`)
    }
    const required = Object.keys(properties)
    return create('Object', { type: 'object', ...(required.length > 0 ? { required } : {}), properties })
  },
  /** A whole number; a fraction is read as its whole part, as a page number always was. */
  Integer(options: NumberLimits & { default?: number }): TInteger {
    return create('Integer', { type: 'integer', ...options })
  },
  Number(options: NumberLimits & { default?: number }): TNumber {
    return create('Number', { type: 'number', ...options })
  },
  String(options: StringLimits & { default?: string }): TString {
    return create('String', { type: 'string', ...options })
  },
  /** 'true' is true; the default, false, is left out. */
  Boolean(): TBoolean {
    return create('Boolean', { type: 'boolean', default: false })
  },
  /** One of these values, written as itself. */
  Enum<const V extends TEnumValue[]>(values: readonly [...V], options: { default?: V[number] } = {}): TEnum<V> {
    return create('Enum', { enum: values, ...options })
  },
  /** The field's value or, by default, none. */
  Nullable<S extends TSchema>(field: S): TUnion<[S, TNull]> {
    return create('Union', { anyOf: [field, create('Null', { type: 'null' })], default: null })
  },
  /** Values in one parameter, joined by commas; an unreadable one is dropped, the others kept. */
  List<S extends TSchema>(items: S, options: { maxItems?: number; uniqueItems?: boolean } = {}): TArray<S> {
    return create('Array', { type: 'array', items, ...options, default: [] })
  },
}

type Read = { value: unknown } | null

const within = (n: number, field: FieldSchema) => (field.minimum === undefined || n >= field.minimum) && (field.maximum === undefined || n <= field.maximum)

function readNumber(raw: string, field: FieldSchema): Read {
  if (raw.trim() === '') return null
  const n = field.type === 'integer' ? Math.trunc(Number(raw)) : Number(raw)
  return Number.isFinite(n) && within(n, field) ? { value: n } : null
}

function readString(raw: string, field: FieldSchema): Read {
  const length = [...raw].length
  if (field.minLength !== undefined && length < field.minLength) return null
  if (field.maxLength !== undefined && length > field.maxLength) return null
  if (field.pattern !== undefined && !new RegExp(field.pattern, 'u').test(raw)) return null
  return { value: raw }
}

function readList(raw: string, field: FieldSchema): Read {
  const values: unknown[] = []
  for (const part of raw === '' ? [] : raw.split(',')) {
    const read = field.items ? readValue(part, field.items) : null
    if (read && !(field.uniqueItems && values.includes(read.value))) values.push(read.value)
  }
  return { value: field.maxItems === undefined ? values : values.slice(0, field.maxItems) }
}

/** One parameter's text as its field reads it; null when the field cannot take it. */
function readValue(raw: string, field: FieldSchema): Read {
  if (field.anyOf) {
    for (const member of field.anyOf) {
      const read = readValue(raw, member)
      if (read) return read
    }
    return null
  }
  if (field.enum) {
    // A number is read as a number ('050' is 50), as a page size always was.
    const found = field.enum.find((value) => (typeof value === 'number' ? raw.trim() !== '' && Number(raw) === value : value === raw))
    return found === undefined ? null : { value: found }
  }
  switch (field.type) {
    case 'integer':
    case 'number':
      return readNumber(raw, field)
    case 'string':
      return readString(raw, field)
    case 'boolean':
      return raw === 'true' ? { value: true } : raw === 'false' ? { value: false } : null
    case 'array':
      return readList(raw, field)
    default:
      return null
  }
}

const fieldsOf = (shape: TObject) => Object.entries(shape.properties) as [string, FieldSchema][]

/** A default as a fresh value, so that a caller changing a list changes no other state's. */
const fresh = (value: unknown) => (Array.isArray(value) ? [...value] : value)

/** The shape's value in a query string (or its text, with or without its '?'). */
export function readUrlState<S extends TObject>(shape: S, query: URLSearchParams | string): Static<S> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const state: Record<string, unknown> = {}
  for (const [name, field] of fieldsOf(shape)) state[name] = readUrlValue(field as TSchema, params.get(name))
  return state as Static<S>
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((value, i) => value === b[i]) : a === b

/**
 * The query string with the shape's parameters written over `over`'s: the parameters the shape does not own
 * stay as they were, and its own follow them in the shape's order. A value left out, or its default, is not
 * written.
 */
export function writeUrlState<S extends TObject>(shape: S, state: Partial<Static<S>>, over?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(over)
  const values = state as Record<string, unknown>
  for (const [name] of fieldsOf(shape)) out.delete(name)
  for (const [name, field] of fieldsOf(shape)) {
    const value = values[name]
    if (value !== undefined && !same(value, field.default)) out.append(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return out
}

/** One parameter's value as its field reads it (null: the parameter is absent), or the field's default. */
export function readUrlValue<S extends TSchema>(field: S, raw: string | null): Static<S> {
  const read = raw === null ? null : readValue(raw, field as FieldSchema)
  return (read ? read.value : fresh((field as FieldSchema).default)) as Static<S>
}

/** The names of the shape's parameters, in its order. */
export const urlParamsOf = (shape: TObject): string[] => Object.keys(shape.properties)
