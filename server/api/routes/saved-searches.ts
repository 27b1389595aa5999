// (filled in by its owner)
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../context.js'

async function plugin(_app: FastifyInstance, _ctx: ApiContext) {}

export default fp(plugin, { name: 'saved-searches', fastify: '5.x' })
