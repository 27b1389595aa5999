// The images step (spec-3 §2, §4 "Contribution"): the uniforms and the logos uploaded on this screen, in two lists
// (they are listed here only, and only until the screen is left), how many of each the school already has
// accepted, and the Upload Images button that opens the upload dialog.

import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { UPLOAD_IMAGE_STYLES, UPLOAD_STYLE_LABELS, IMAGE_TYPE_OF_STYLE } from '../../../shared/api/types/constants/uniforms.js'
import type { School, SchoolImage } from '../../../shared/api/types/uniforms.js'
import { uniformCalls } from '../../../shared/api/uniforms.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { theme } from '../../../shared/ui/theme.js'
import type { UploadedImage } from './contributionState.js'

const calls = uniformCalls()

const styleLabel = (type: SchoolImage['type']) => UPLOAD_STYLE_LABELS[UPLOAD_IMAGE_STYLES.find((style) => IMAGE_TYPE_OF_STYLE[style] === type) ?? 'raw']

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

interface Props {
  school: Pick<School, 'id' | 'acceptedUniformCount' | 'acceptedLogoCount'>
  uploaded: readonly UploadedImage[]
  onUpload: () => void
}

export function ImagesStep({ school, uploaded, onUpload }: Props) {
  const uniforms = uploaded.filter(({ image }) => image.type !== 'LOGO')
  const logos = uploaded.filter(({ image }) => image.type === 'LOGO')
  return (
    <>
      <p>
        {`The school has ${count(school.acceptedUniformCount, 'accepted uniform image', 'accepted uniform images')} and ${count(school.acceptedLogoCount, 'accepted logo', 'accepted logos')}.`}
      </p>
      <Lists>
        <UploadedList title="Uniforms" empty="No uniform images uploaded yet.">
          {uniforms.map((item) => (
            <UploadedItem key={item.image.id} schoolId={school.id} item={item} />
          ))}
        </UploadedList>
        <UploadedList title="Logos" empty="No logos uploaded yet.">
          {logos.map((item) => (
            <UploadedItem key={item.image.id} schoolId={school.id} item={item} />
          ))}
        </UploadedList>
      </Lists>
      <div>
        <Button variant="secondary" onClick={onUpload}>
          Upload Images
        </Button>
      </div>
    </>
  )
}

function UploadedList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Panel>
      <h4>{title}</h4>
      {children.length === 0 ? <Empty>{empty}</Empty> : <Gallery aria-label={`${title} uploaded`}>{children}</Gallery>}
    </Panel>
  )
}

function UploadedItem({ schoolId, item }: { schoolId: string; item: UploadedImage }) {
  const { image, fileName } = item
  return (
    <li>
      <Figure>
        <img src={calls.imageContentUrl(schoolId, image.id, image.md5)} alt={`${styleLabel(image.type)} uploaded from ${fileName}`} width={image.width} height={image.height} />
        <figcaption>
          <span>{fileName}</span>
          <Muted>{styleLabel(image.type)}</Muted>
        </figcaption>
      </Figure>
    </li>
  )
}

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${theme.space(2)};
`

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  padding: ${theme.space(1.5)};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  h4 { margin: 0; font-size: ${theme.font.size.body}; }
`

const Empty = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`

const Gallery = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
  width: 8rem;
  font-size: ${theme.font.size.small};
  img { width: 8rem; height: 8rem; object-fit: cover; border-radius: ${theme.radius}; background: ${theme.colour.canvas}; }
  figcaption { display: flex; flex-direction: column; overflow-wrap: anywhere; }
`

const Muted = styled.span`
  color: ${theme.colour.muted};
`
