// /egg and /egg/{eggpage} (spec-3 §2, §4 "Easter egg"): a small quiz for those who find it. From the start, join
// leads to q1; the right answer there leads to red, any other back to join with "Nope, sorry."; on red, yellow (in
// any case) leads to tada, anything else shows a warning. The step is in the URL.

import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { SingleChoice } from '../../../shared/ui/form/ButtonChoices.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Form } from '../../../shared/ui/form/Form.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import {
  COLOUR_QUESTION,
  EGG_COLOUR_WARNING,
  EGG_WRONG,
  FIRST_ANSWERS,
  FIRST_QUESTION,
  isEggStep,
  isRightColour,
  isRightFirstAnswer,
} from './eggAnswers.js'

/** Carried to join by a wrong first answer, so that it says so (and a reload of join does not). */
interface CameBack {
  wrong?: boolean
}

export function EggQuiz({ step }: { step?: string }) {
  if (step === undefined) return <Start />
  if (!isEggStep(step)) return <Unknown />
  switch (step) {
    case 'join':
      return <Join />
    case 'q1':
      return <FirstQuestion />
    case 'red':
      return <ColourQuestion />
    case 'tada':
      return <Tada />
  }
}

function Start() {
  return (
    <Card title="You found the quiz">
      <p>Two questions about the metadata Sightline searches. Nothing is recorded but the pages you open.</p>
      <p>
        <Link href="/egg/join">Join the quiz</Link>
      </p>
    </Card>
  )
}

function Join() {
  const state = useHistoryState<CameBack | null>()
  return (
    <Card title="Join the quiz">
      {state?.wrong && <Banner>{EGG_WRONG}</Banner>}
      <p>Answer both questions to reach the end. A wrong answer to the first brings you back here.</p>
      <p>
        <Link href="/egg/q1">Start with the first question</Link>
      </p>
    </Card>
  )
}

function FirstQuestion() {
  const [, navigate] = useLocation()
  const [answer, setAnswer] = useState('')
  const submit = () => {
    if (isRightFirstAnswer(answer)) navigate('/egg/red')
    else navigate('/egg/join', { state: { wrong: true } satisfies CameBack })
  }
  return (
    <Card title="Question 1">
      <Form onSubmit={submit} label="Question 1">
        <SingleChoice label={FIRST_QUESTION} choices={FIRST_ANSWERS.map((value) => ({ value, label: value }))} value={answer} onChange={setAnswer} />
        <div>
          <Button type="submit" disabled={answer === ''}>
            Answer
          </Button>
        </div>
      </Form>
    </Card>
  )
}

function ColourQuestion() {
  const [, navigate] = useLocation()
  const [answer, setAnswer] = useState('')
  const [warned, setWarned] = useState(false)
  const submit = () => {
    if (isRightColour(answer)) navigate('/egg/tada')
    else setWarned(true)
  }
  return (
    <Card title="Question 2">
      <Form onSubmit={submit} label="Question 2">
        <TextField
          label={COLOUR_QUESTION}
          value={answer}
          onChange={(value) => {
            setAnswer(value)
            setWarned(false)
          }}
          maxLength={40}
          autoComplete="off"
        />
        {warned && <Banner>{EGG_COLOUR_WARNING}</Banner>}
        <div>
          <Button type="submit" disabled={answer.trim() === ''}>
            Answer
          </Button>
        </div>
      </Form>
    </Card>
  )
}

function Tada() {
  return (
    <Card title="Tada!">
      <p>Both right. A serial number names a camera only with its make and model, and red and green make yellow.</p>
      <p>
        <Link href="/search">Back to search</Link>
      </p>
    </Card>
  )
}

function Unknown() {
  return (
    <Card title="No such question">
      <p>
        This quiz has no such step. <Link href="/egg">Start again</Link>
      </p>
    </Card>
  )
}
