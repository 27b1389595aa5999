// One image chosen in the upload dialog: a small preview, its file name, its style (none until chosen), Remove, and
// the service's refusal of it when it was refused.

import { useEffect, useState } from 'react'
import { styled } from 'styled-components'
import { UPLOAD_IMAGE_STYLES, UPLOAD_STYLE_LABELS, type UploadImageStyle } from '../../../shared/api/types/constants/uniforms.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { SelectField, type SelectChoice } from '../../../shared/ui/form/SelectField.js'
import { theme } from '../../../shared/ui/theme.js'
import type { ChosenImage } from './uploadSelection.js'

const NO_STYLE = ''
const STYLE_CHOICES: readonly SelectChoice<UploadImageStyle | typeof NO_STYLE>[] = [
  { value: NO_STYLE, label: 'Choose a style' },
  ...UPLOAD_IMAGE_STYLES.map((style) => ({ value: style, label: UPLOAD_STYLE_LABELS[style] })),
]

interface Props {
  image: ChosenImage
  disabled: boolean
  onStyle: (style: UploadImageStyle | null) => void
  onRemove: () => void
}

export function ChosenImageRow({ image, disabled, onStyle, onRemove }: Props) {
  const preview = useObjectUrl(image.file)
  // A file that is no picture whatever its name (the service will say so) shows no broken image.
  const [unreadable, setUnreadable] = useState(false)
  const name = image.file.name
  return (
    <Row>
      <Line>
        {preview && !unreadable ? <Preview src={preview} alt="" onError={() => setUnreadable(true)} /> : <Preview as="span" />}
        <Name>{name}</Name>
        <Style>
          <SelectField
            label={`Style of ${name}`}
            value={image.style ?? NO_STYLE}
            choices={STYLE_CHOICES}
            disabled={disabled}
            onChange={(style) => onStyle(style === NO_STYLE ? null : style)}
          />
        </Style>
        <Button variant="secondary" disabled={disabled} aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </Line>
      {image.refusal && <Banner>{image.refusal}</Banner>}
    </Row>
  )
}

/** An address for the file's bytes while it is shown, given back once it is not. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return url
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  padding: ${theme.space(1)};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1.5)};
`

const Preview = styled.img`
  display: block;
  flex: none;
  width: 4rem;
  height: 4rem;
  object-fit: cover;
  border-radius: ${theme.radius};
  background: ${theme.colour.canvas};
`

const Name = styled.span`
  flex: 1 1 10rem;
  align-self: center;
  overflow-wrap: anywhere;
`

const Style = styled.div`
  flex: 0 1 14rem;
`
