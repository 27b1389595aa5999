// A JSON Schema of the API document in words, for the /docs page: its type ("string or null", "array of
// object"), its bounds ("at most 200 characters"), and the parts a reader opens further (an object's fields, an
// array's items, a map's values), with references to the document's shared shapes followed.

import type { JsonSchemaObject } from '../../../shared/api/types/apiDocument.js'

export type Schema = JsonSchemaObject

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value)

const SHARED_PREFIX = '#/components/schemas/'

/** The schema a reference names, with the name of the shared shape; the schema itself when it is not a reference. */
export function resolved(schema: Schema, shared: Record<string, Schema>): { schema: Schema; name: string | null } {
  const ref = schema.$ref
  if (typeof ref !== 'string' || !ref.startsWith(SHARED_PREFIX)) return { schema, name: null }
  const name = ref.slice(SHARED_PREFIX.length)
  return { schema: shared[name] ?? {}, name }
}

/** The branches of anyOf or oneOf, with null taken out: a nullable value reads "X or null". */
function branchesOf(schema: Schema): { branches: Schema[]; nullable: boolean } | null {
  const list = schema.anyOf ?? schema.oneOf
  if (!Array.isArray(list)) return null
  const branches = list.filter(isSchema)
  const others = branches.filter((branch) => branch.type !== 'null')
  return { branches: others, nullable: others.length < branches.length }
}

const literal = (value: unknown) => JSON.stringify(value)

/** The schema's type in a few words. */
export function typeWords(schema: Schema): string {
  if ('const' in schema) return literal(schema.const)
  if (Array.isArray(schema.enum)) return schema.enum.length === 1 ? literal(schema.enum[0]) : 'one of the values below'
  const choice = branchesOf(schema)
  if (choice) {
    const words = [...new Set(choice.branches.map(typeWords))].join(' or ')
    return choice.nullable ? `${words || 'any'} or null` : words
  }
  if (Array.isArray(schema.type)) return schema.type.join(' or ')
  if (schema.type === 'array') return isSchema(schema.items) ? `array of ${typeWords(schema.items)}` : 'array'
  if (schema.type === 'object' || isSchema(schema.properties)) return mapValues(schema) ? 'map' : 'object'
  if (typeof schema.type === 'string') return schema.type
  if (typeof schema.$ref === 'string') return schema.$ref.slice(SHARED_PREFIX.length)
  return 'any'
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`

/** The bounds a value must keep, each in words. */
export function boundWords(schema: Schema): string[] {
  const bound = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined)
  const [minLength, maxLength, minimum, maximum, minItems, maxItems] = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'].map(bound)
  const words: string[] = []
  if (minLength) words.push(`at least ${plural(minLength, 'character')}`)
  if (maxLength !== undefined) words.push(`at most ${plural(maxLength, 'character')}`)
  if (minimum !== undefined) words.push(`from ${minimum.toLocaleString('en-GB')}`)
  if (maximum !== undefined) words.push(`up to ${maximum.toLocaleString('en-GB')}`)
  if (minItems) words.push(`at least ${plural(minItems, 'item')}`)
  if (maxItems !== undefined) words.push(`at most ${plural(maxItems, 'item')}`)
  if (typeof schema.pattern === 'string') words.push(`matching ${schema.pattern}`)
  if (typeof schema.format === 'string') words.push(`format ${schema.format}`)
  if (Array.isArray(schema.enum) && schema.enum.length > 1) words.push(`one of ${schema.enum.map(literal).join(', ')}`)
  return words
}

/** The schema of a map's values, for an object that takes any names (patternProperties or additionalProperties). */
export function mapValues(schema: Schema): Schema | null {
  if (isSchema(schema.properties) && Object.keys(schema.properties).length > 0) return null
  const patterns = isSchema(schema.patternProperties) ? Object.values(schema.patternProperties).filter(isSchema) : []
  if (patterns[0]) return patterns[0]
  return isSchema(schema.additionalProperties) ? schema.additionalProperties : null
}

export interface Field {
  name: string
  required: boolean
  schema: Schema
}

/** An object's fields, in the order the schema names them. */
export function fieldsOf(schema: Schema): Field[] {
  const properties = isSchema(schema.properties) ? schema.properties : {}
  const required = Array.isArray(schema.required) ? schema.required : []
  return Object.entries(properties)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([name, field]) => ({ name, required: required.includes(name), schema: field }))
}

/** What a reader opens further under a schema: an object's fields, or the one schema its array or map holds. */
export function inner(schema: Schema): { fields: Field[] } | { of: Schema; label: string } | { choices: Schema[] } | null {
  const choice = branchesOf(schema)
  if (choice) {
    const deep = choice.branches.filter((branch) => inner(branch) !== null)
    if (choice.branches.length === 1 && choice.branches[0]) return inner(choice.branches[0])
    return deep.length > 0 ? { choices: choice.branches } : null
  }
  if (schema.type === 'array' && isSchema(schema.items)) return inner(schema.items) ? { of: schema.items, label: 'each item' } : null
  const values = mapValues(schema)
  if (values) return { of: values, label: 'each value' }
  const fields = fieldsOf(schema)
  return fields.length > 0 ? { fields } : null
}
