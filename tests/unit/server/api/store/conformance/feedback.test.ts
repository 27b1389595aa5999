// Feedback (POST /v1/feedback) on both engines: kept in order, counted per user for the day's limit, and kept when
// its sender's account goes (the message was to support, not the account's).

import t from 'tap'
import { sql } from 'kysely'
import { feedbackSentSince, listFeedback, recordFeedback } from '../../../../../../server/api/store/feedback.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'

const message = (userId: number, createdAt: number, text = 'The map is slow.') => ({
  userId,
  email: 'erin@northshire.police.uk',
  organization: 'Northshire Police',
  message: text,
  createdAt,
})

onEachEngine(t, 'feedback is kept in the order it came, and counted per user since a time', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const sam = await aUser(store, 'sam@westmarch.police.uk')
  const first = await recordFeedback(store, message(erin, 100, 'First\nwith a second line'))
  const second = await recordFeedback(store, message(sam, 200))
  const third = await recordFeedback(store, message(erin, 300))
  t.ok(first < second && second < third, 'ids grow')
  t.same(
    (await listFeedback(store)).map((m) => [m.id, m.userId, m.message, m.createdAt]),
    [
      [first, erin, 'First\nwith a second line', 100],
      [second, sam, 'The map is slow.', 200],
      [third, erin, 'The map is slow.', 300],
    ],
  )
  t.equal(await feedbackSentSince(store, erin, 0), 2)
  t.equal(await feedbackSentSince(store, erin, 100), 1, 'since is exclusive')
  t.equal(await feedbackSentSince(store, sam, 250), 0)
  t.type(await feedbackSentSince(store, erin, 0), 'number', 'a count is a number on both engines')
})

onEachEngine(t, 'feedback outlives the account that sent it', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  await recordFeedback(store, message(erin, 100))
  await sql`DELETE FROM users WHERE id = ${erin}`.execute(store.db)
  t.match(await listFeedback(store), [{ userId: null, email: 'erin@northshire.police.uk', organization: 'Northshire Police' }])
})
