// A school in the list view (spec-3 §2): its name, two badges (its type and the ages it takes), where it is, a
// View School button to its page, and up to 50 of its photos, each opening the school's page on that photo.

import { useId } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { School } from '../../../shared/api/types/uniforms.js'
import { UNIFORM_PHOTOS_PER_CARD } from '../../../shared/api/types/constants/uniforms.js'
import { badgeStyle } from '../../../shared/ui/badgeStyle.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { fittedSize, SchoolPhoto } from '../school/SchoolPhoto.js'
import { schoolHref, schoolImageHref } from '../school/schoolLinks.js'
import { linkButtonStyle } from './linkButtonStyle.js'

/** A card's photos fit in a square of this size (CSS pixels). */
const CARD_PHOTO_SIZE = 96

/** The card's two badges: the school's type and its ages. */
export function schoolBadges(school: Pick<School, 'schoolType' | 'minAge' | 'maxAge'>): [string, string] {
  return [school.schoolType || 'School', `Ages ${school.minAge} to ${school.maxAge}`]
}

export function SchoolCard({ school }: { school: School }) {
  const id = useId()
  const photos = school.images.slice(0, UNIFORM_PHOTOS_PER_CARD)
  return (
    <Card aria-labelledby={`${id}-name`}>
      <Head>
        <Name id={`${id}-name`}>{school.name}</Name>
        <Badges aria-label="About the school" $gap={0.5}>
          {schoolBadges(school).map((badge) => (
            <Badge key={badge}>{badge}</Badge>
          ))}
        </Badges>
        <ViewSchool href={schoolHref(school.id)} aria-describedby={`${id}-name`}>
          View School
        </ViewSchool>
      </Head>
      <Where>{[school.town, school.postcode, school.externalId && `URN ${school.externalId}`].filter(Boolean).join(' · ')}</Where>
      {photos.length > 0 && (
        <Photos aria-label={`Photos of ${school.name}`} $gap={0.75}>
          {photos.map((image) => (
            <li key={image.id}>
              <PhotoLink href={schoolImageHref(school.id, image.id)}>
                <SchoolPhoto image={image} {...fittedSize(image, CARD_PHOTO_SIZE)} />
              </PhotoLink>
            </li>
          ))}
        </Photos>
      )}
    </Card>
  )
}

const Card = styled.article`
  ${panelStyle}
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  padding: ${theme.space(2)};
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(1.5)};
`

const Name = styled.h3`
  margin: 0;
  font-size: 1.125rem;
`

const Badges = styled(PlainList)``

const Badge = styled.li`
  ${badgeStyle}
  padding: ${theme.space(0.25)} ${theme.space(0.75)};
`

const ViewSchool = styled(Link)`
  ${linkButtonStyle}
  margin-left: auto;
`

const Where = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const Photos = styled(PlainList)`
  align-items: center;
`

const PhotoLink = styled(Link)`
  display: block;
  line-height: 0;
  border-radius: 3px;
  img { border-radius: 3px; background: ${theme.colour.canvas}; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`
