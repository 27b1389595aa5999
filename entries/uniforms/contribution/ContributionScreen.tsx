// The contribution screen, /uniforms/contributions/{schoolId} (spec-3 §2, §4 "Contribution", §5, §8): the school's
// name, its details and Location map, and five numbered steps (corrections, website, uniform policy, images,
// submit), each with its help, on the form kit's draft. Submit sends only what changed, at the version the school
// was loaded at; a 412 shows the conflict message and keeps Submit off; the thanks follow a submission. Leaving
// with edits not sent asks first, as the settings form does.

import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { UNIFORM_CONFLICT, UNIFORM_CORRECTION_MAX } from '../../../shared/api/types/constants/uniforms.js'
import { useUnsavedChangesPrompt } from '../../../shared/shell/useUnsavedChangesPrompt.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { useForm } from '../../../shared/ui/form/useForm.js'
import { theme } from '../../../shared/ui/theme.js'
import { contributeTabHref } from '../contribute/contributeTabAddress.js'
import { buttonLinkStyle } from '../frame/buttonLinkStyle.js'
import { ContributionStep } from './ContributionStep.js'
import { draftOf, draftProblems, hasEdits, NOTHING_CHANGED } from './contributionDraft.js'
import { createContributionState, type ContributionState, type LoadedSchool } from './contributionState.js'
import { ImagesStep } from './ImagesStep.js'
import { PolicyToggle } from './PolicyToggle.js'
import { SchoolDetails } from './SchoolDetails.js'
import { ThanksPanel } from './ThanksPanel.js'
import { UploadImagesDialog } from './UploadImagesDialog.js'
import { WebsiteField } from './WebsiteField.js'

export function ContributionScreen({ schoolId }: { schoolId: string }) {
  useSignals()
  const [state] = useState(() => createContributionState(schoolId))
  useEffect(() => void state.load(), [state])
  const loaded = state.school.value

  if (state.sent.value) return <ThanksPanel />
  if (loaded.kind === 'loaded') return <ContributionForm key={loaded.version} loaded={loaded} state={state} />
  if (loaded.kind === 'failed') {
    // spec-3 §8: the failure is only logged; the user may ask again or go back.
    return (
      <Actions>
        <Button onClick={() => void state.load()}>Try Again</Button>
        <CancelLink href={contributeTabHref()}>Cancel</CancelLink>
      </Actions>
    )
  }
  return <Loader label="Loading the school…" />
}

function ContributionForm({ loaded, state }: { loaded: LoadedSchool; state: ContributionState }) {
  useSignals()
  const { school } = loaded
  const [uploading, setUploading] = useState(false)
  const busy = state.submitting.isBusy()
  const form = useForm({
    initial: () => draftOf(school),
    problemsOf: (draft) => draftProblems(school, draft),
    send: state.submit,
    busy,
  })
  const conflict = state.conflict.value
  useUnsavedChangesPrompt(hasEdits(school, form.draft) && !state.sent.value)

  return (
    <Screen aria-labelledby="contribution-school">
      <h2 id="contribution-school">{school.name}</h2>
      <SchoolDetails school={school} />
      <Steps>
        <ContributionStep number={1} name="General">
          <TextField label="Corrections" hint="What is wrong or missing in the school's details." rows={4} maxLength={UNIFORM_CORRECTION_MAX} {...form.field('correction')} />
        </ContributionStep>
        <ContributionStep number={2} name="Website">
          <WebsiteField {...form.field('website')} />
        </ContributionStep>
        <ContributionStep number={3} name="Uniform policy">
          <PolicyToggle {...form.field('policy')} />
        </ContributionStep>
        <ContributionStep number={4} name="Images">
          <ImagesStep school={school} uploaded={state.uploaded.value} onUpload={() => setUploading(true)} />
        </ContributionStep>
        <ContributionStep number={5} name="Submit">
          {conflict && <Banner>{UNIFORM_CONFLICT}</Banner>}
          {form.showsProblems && <Banner>Nothing was sent: correct the field marked above.</Banner>}
          {state.nothingToSend.value && <Banner tone="info">{NOTHING_CHANGED}</Banner>}
          <Actions>
            <CancelLink href={contributeTabHref()}>Cancel</CancelLink>
            <Button disabled={busy || conflict} aria-busy={busy} onClick={() => void form.submit()}>
              {busy ? 'Submitting…' : 'Submit'}
            </Button>
          </Actions>
        </ContributionStep>
      </Steps>
      {uploading && <UploadImagesDialog upload={state.upload} onClose={() => setUploading(false)} />}
    </Screen>
  )
}

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  h2 { margin: 0; font-size: 1.375rem; }
`

const Steps = styled.ol`
  margin: 0;
  padding: ${theme.space(3)};
  @media ${theme.narrow} { padding: ${theme.space(2)}; }
  list-style: none;
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1.5)};
`

const CancelLink = styled(Link)`
  ${buttonLinkStyle('secondary')}
`
