// The image chosen on a school's page (spec-3 §2, §4): scaled to 300 high, what it shows, Find similar (the
// search tab's link form for images like it), and the personal-information flag, raised after a confirmation
// and never lowered from here.

import { useState } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { SchoolImage } from '../../../shared/api/types/uniforms.js'
import { UNIFORM_GALLERY_ROW_HEIGHT } from '../../../shared/api/types/constants/uniforms.js'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { similarImageHref } from '../search/searchForm.js'
import { linkButtonStyle } from '../search/linkButtonStyle.js'
import { photoText, SchoolPhoto } from './SchoolPhoto.js'

export const FLAG_PII = 'Flag as personal information'
export const PII_FLAGGED = 'This image is flagged as containing personal information.'

const KIND_NAMES: Record<SchoolImage['type'], string> = { LOGO: 'Logo', PRODUCT: 'Uniform product photo', BODY: 'Uniform photo' }

/** The image's size at the height the page shows it. */
function atHeight(image: Pick<SchoolImage, 'width' | 'height'>, height: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round((image.width * height) / image.height)), height }
}

interface Props {
  image: SchoolImage
  flagging: boolean
  onFlag: (image: SchoolImage) => void
}

export function SelectedImage({ image, flagging, onFlag }: Props) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Panel aria-labelledby="selected-image-title">
      <Picture>
        <SchoolPhoto image={image} {...atHeight(image, UNIFORM_GALLERY_ROW_HEIGHT)} />
      </Picture>
      <About>
        <Heading id="selected-image-title">{KIND_NAMES[image.type]}</Heading>
        <p>{image.description || photoText(image)}</p>
        {image.labelLeafNodes.length > 0 && <Muted>{`Labels: ${image.labelLeafNodes.join(', ')}`}</Muted>}
        <Actions>
          <FindSimilar href={similarImageHref(image.id)}>Find similar</FindSimilar>
          {image.containsPii ? (
            <Flagged role="status">{PII_FLAGGED}</Flagged>
          ) : (
            <Button variant="secondary" disabled={flagging} onClick={() => setConfirming(true)}>
              {flagging ? 'Flagging…' : FLAG_PII}
            </Button>
          )}
        </Actions>
      </About>
      {confirming && (
        <ConfirmDialog
          title="Flag personal information"
          confirmLabel={FLAG_PII}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            onFlag(image)
          }}
        >
          <p>Does this image show personal information, such as a child’s face or name?</p>
          <p>Once flagged it is shown only to contributors, and the flag cannot be removed from this page.</p>
        </ConfirmDialog>
      )}
    </Panel>
  )
}

const Panel = styled.section`
  ${panelStyle}
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)};
`

const Picture = styled.div`
  max-width: 100%;
  line-height: 0;
  img { max-width: 100%; height: auto; border-radius: 3px; }
`

const About = styled.div`
  flex: 1 1 16rem;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  p { margin: 0; }
`

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`

const Muted = styled.p`
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1.5)};
  margin-top: ${theme.space(1)};
`

const FindSimilar = styled(Link)`
  ${linkButtonStyle}
`

const Flagged = styled.p`
  padding: ${theme.space(0.75)} ${theme.space(1.5)};
  color: ${theme.colour.warning};
  background: ${theme.colour.warningSoft};
  border-radius: ${theme.radius};
  font-size: ${theme.font.size.small};
  font-weight: 600;
`
