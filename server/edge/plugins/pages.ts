// Every page route: resolves the visit through the route table (guards, restricted mode, redirects) and
// answers the entry's HTML, a redirect, or the not-found, deactivated or access-denied page.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ACCESS_DENIED_SECTION, NOT_FOUND_SECTION } from '../../../shared/routes/table.js'
import { resolveVisit } from '../../../shared/routes/visit.js'
import type { Entry } from '../../../shared/routes/entries.js'
import type { PageOutcome, PublicSettings } from '../../../shared/api/types/bootstrap.js'
import { renderPage } from '../html.js'
import type { Manifest } from '../manifest.js'

export interface PagesOptions {
  manifest: Manifest
  settings: PublicSettings
}

const STATUS: Record<PageOutcome, number> = { page: 200, notFound: 404, deactivated: 404, denied: 403 }

async function pages(app: FastifyInstance, opts: PagesOptions) {
  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry, outcome: PageOutcome, section: string) => {
    const html = renderPage(
      opts.manifest.entries[entry],
      { settings: opts.settings, session: request.sessionUser, outcome, section },
      request.styleNonce,
    )
    return reply.code(STATUS[outcome]).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
    const search = query ? `?${query}` : ''
    const visit = resolveVisit({ pathname, search, user: request.sessionUser, restricted: opts.settings.restricted })
    switch (visit.kind) {
      case 'page':
        // The entry is chosen by role where the table says so (/trial: spec-1 §2.3, spec-3 §2).
        return send(request, reply, visit.entry, 'page', visit.section)
      case 'redirect':
      case 'signIn':
        return reply.header('cache-control', 'no-store').redirect(visit.location, 302)
      case 'denied':
        return send(request, reply, 'public', 'denied', ACCESS_DENIED_SECTION)
      case 'deactivated':
        return send(request, reply, 'public', 'deactivated', NOT_FOUND_SECTION)
      case 'notFound':
        return send(request, reply, 'public', 'notFound', NOT_FOUND_SECTION)
    }
  }

  app.get('/', answer)
  app.get('/*', answer)
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (!request.url.startsWith('/assets/')) return send(request, reply, 'public', 'notFound', NOT_FOUND_SECTION)
    }
    return reply.code(404).send({ success: false, error: 'Not found.' })
  })
}

export default fp(pages, { name: 'pages', fastify: '5.x', dependencies: ['edge-session', 'security-headers'] })
