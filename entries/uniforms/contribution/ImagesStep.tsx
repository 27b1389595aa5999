// The images step (spec-3 §2, §4 "Contribution"): the school's uniforms and logos in two lists, its accepted images
// and, after them, those uploaded on this screen (still to be reviewed, they are listed here only, and only until
// the screen is left), and the Upload Images button that opens the upload dialog.

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
  school: Pick<School, 'id' | 'acceptedUniformCount' | 'acceptedLogoCount' | 'images'>
  uploaded: readonly UploadedImage[]
  onUpload: () => void
}

/** One picture of a list: the school's own, or one uploaded now from a file of this name. */
interface Listed {
  image: SchoolImage
  fromFile: string | null
}

export function ImagesStep({ school, uploaded, onUpload }: Props) {
  const listed: Listed[] = [...school.images.map((image) => ({ image, fromFile: null })), ...uploaded.map(({ image, fileName }) => ({ image, fromFile: fileName }))]
  const uniforms = listed.filter(({ image }) => image.type !== 'LOGO')
  const logos = listed.filter(({ image }) => image.type === 'LOGO')
  return (
    <>
      <p>
        {`The school has ${count(school.acceptedUniformCount, 'accepted uniform image', 'accepted uniform images')} and ${count(school.acceptedLogoCount, 'accepted logo', 'accepted logos')}.`}
      </p>
      <Lists>
        <ImageList title="Uniforms" empty="No uniform images yet." schoolId={school.id} items={uniforms} />
        <ImageList title="Logos" empty="No logos yet." schoolId={school.id} items={logos} />
      </Lists>
      <div>
        <Button variant="secondary" onClick={onUpload}>
          Upload Images
        </Button>
      </div>
    </>
  )
}

function ImageList({ title, empty, schoolId, items }: { title: string; empty: string; schoolId: string; items: readonly Listed[] }) {
  return (
    <Panel>
      <h4>{title}</h4>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Gallery aria-label={title}>
          {items.map((item) => (
            <ListedImage key={item.image.id} schoolId={schoolId} item={item} />
          ))}
        </Gallery>
      )}
    </Panel>
  )
}

function ListedImage({ schoolId, item: { image, fromFile } }: { schoolId: string; item: Listed }) {
  const style = styleLabel(image.type)
  return (
    <li>
      <Figure>
        <img
          src={calls.imageContentUrl(schoolId, image.id, image.md5)}
          alt={fromFile ? `${style} uploaded from ${fromFile}` : image.description || style}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
        <figcaption>
          {fromFile ? (
            <>
              <span>{fromFile}</span>
              <Muted>{`${style}, uploaded now, to be reviewed`}</Muted>
            </>
          ) : (
            <Muted>{style}</Muted>
          )}
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
  img { width: 8rem; height: 8rem; object-fit: contain; border-radius: ${theme.radius}; background: ${theme.colour.canvas}; }
  figcaption { display: flex; flex-direction: column; overflow-wrap: anywhere; }
`

const Muted = styled.span`
  color: ${theme.colour.muted};
`
