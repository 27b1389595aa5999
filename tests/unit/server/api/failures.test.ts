// The field a refusal names (issue 29): the path of the value refused inside the part of the request it was
// sent in, as a JSON Pointer without its leading slash, from ajv's error for a schema refusal.

import t from 'tap'
import type { FastifySchemaValidationError } from 'fastify'
import { CallFailure, failureOf, refusedField } from '../../../../server/api/failures.js'

const ajvError = (instancePath: string, keyword: string, params: Record<string, unknown> = {}): FastifySchemaValidationError => ({
  keyword,
  instancePath,
  schemaPath: '#',
  params,
  message: 'is not valid',
})

t.test('a schema refusal names the value at its path, a nested one by every step', async (t) => {
  t.equal(refusedField([ajvError('/name', 'type')]), 'name')
  t.equal(refusedField([ajvError('/entities/0/value', 'maxLength')]), 'entities/0/value')
})

t.test('a required field missing, or one the call does not take, is named under its parent', async (t) => {
  t.equal(refusedField([ajvError('', 'required', { missingProperty: 'expiresAt' })]), 'expiresAt')
  t.equal(refusedField([ajvError('/entities/1', 'required', { missingProperty: 'value' })]), 'entities/1/value')
  t.equal(refusedField([ajvError('', 'additionalProperties', { additionalProperty: 'isAdmin' })]), 'isAdmin')
  t.equal(refusedField([ajvError('', 'additionalProperties', { additionalProperty: 'a/b~c' })]), 'a~1b~0c', 'escaped as a JSON Pointer')
})

t.test('a refusal of the whole part names no field', async (t) => {
  t.equal(refusedField([ajvError('', 'type')]), undefined)
  t.equal(refusedField([]), undefined)
})

t.test("a rule's refusal keeps its own field; a schema's words keep ajv's", async (t) => {
  t.same(failureOf(new CallFailure(400, 'The expiresAt must be a real date.', 'expiresAt')), {
    status: 400,
    message: 'The expiresAt must be a real date.',
    field: 'expiresAt',
  })
  t.same(failureOf(new CallFailure(404, 'This licence could not be found.')), { status: 404, message: 'This licence could not be found.' })
  const schema = Object.assign(new Error('body/maxSeats must be integer'), { validation: [ajvError('/maxSeats', 'type')], statusCode: 400 })
  t.same(failureOf(schema), { status: 400, message: 'The request is not valid: body/maxSeats must be integer', field: 'maxSeats' })
})
