// The registration forms' route schemas: the form's fields as text, each optional, and a field of the wrong
// type told in the form's own words. What a value must be (an address, a long enough password) and that it
// is there at all are the registration rules' to tell, in the words the page shows (spec-3 §4).

import type { FastifySchemaValidationError } from 'fastify'
import { Type, type TObject, type TProperties, type TSchema } from 'typebox'
import { CallFailure, describeSchemaErrors } from './failures.js'
import { replies } from './reply-schemas.js'

export const NOT_A_FORM = 'Send the fields as a form or as a JSON object.'

const partialOf = <T extends TProperties>(form: TObject<T>) => Type.Partial(form)
/** One body schema a form, the same object in every build of the service: its validator is compiled once (schema-compilers.ts). */
const bodies = new WeakMap<object, unknown>()

/** The body schema of a form call: every field of `form` optional, so that a missing one reaches the rules. */
export function formFields<T extends TProperties>(form: TObject<T>): ReturnType<typeof partialOf<T>> {
  let body = bodies.get(form) as ReturnType<typeof partialOf<T>> | undefined
  if (!body) bodies.set(form, (body = partialOf(form)))
  return body
}

/**
 * The route's schemaErrorFormatter: a body that is no object, or a field that is not text (a repeated form
 * field, a JSON number), answered as the forms always were; "The email address must be text." takes the
 * field's name from its title in the schema.
 */
export function formErrors<T extends TProperties>(form: TObject<T>) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    const [first] = errors
    if (dataVar === 'body' && first?.keyword === 'type') {
      if (first.instancePath === '') return new CallFailure(400, NOT_A_FORM)
      const field = form.properties[first.instancePath.slice(1)] as { title?: string } | undefined
      if (field?.title) return new CallFailure(400, `${field.title} must be text.`, first.instancePath.slice(1))
    }
    return describeSchemaErrors(errors, dataVar)
  }
}

/** A public form call's options: its fields, its reply, the form's own wording of bad fields, its audit action. */
export function formRoute<T extends TProperties, R extends TSchema>(form: TObject<T>, reply: R, action: string) {
  return {
    schema: { body: formFields(form), response: replies(reply) },
    schemaErrorFormatter: formErrors(form),
    config: { guard: 'public' as const, audit: { action } },
  }
}
