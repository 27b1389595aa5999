// What the school page says of the school (spec-3 §3 "School"): its name, its badges, where it is, its
// register number, its website, and whether pupils wear a uniform.

import { styled } from 'styled-components'
import type { School } from '../../../shared/api/types/uniforms.js'
import { badgeStyle } from '../../../shared/ui/badgeStyle.js'
import { TermList } from '../../../shared/ui/TermList.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { schoolBadges } from '../search/SchoolCard.js'

const UNIFORM_WORN: Record<'true' | 'false' | 'null', string> = { true: 'Yes', false: 'No', null: 'Not known' }

export function SchoolDetails({ school }: { school: School }) {
  return (
    <Header>
      <Name>{school.name}</Name>
      <Badges aria-label="About the school" $gap={0.5}>
        {schoolBadges(school).map((badge) => (
          <Badge key={badge}>{badge}</Badge>
        ))}
      </Badges>
      <TermList
        terms={[
          ['Where', [school.town, school.postcode].filter(Boolean).join(', ') || 'Not known'],
          ['Region', school.region.join(' › ') || 'Not known'],
          ['URN', school.externalId || 'Not known'],
          ['Uniform worn', UNIFORM_WORN[String(school.uniformWorn) as 'true' | 'false' | 'null']],
          [
            'Website',
            school.website ? (
              <a href={school.website} target="_blank" rel="noreferrer noopener">
                {school.website}
              </a>
            ) : (
              'Not known'
            ),
          ],
        ]}
      />
    </Header>
  )
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`

const Name = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.title};
`

const Badges = styled(PlainList)``

const Badge = styled.li`
  ${badgeStyle}
  padding: ${theme.space(0.25)} ${theme.space(0.75)};
`
