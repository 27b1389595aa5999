// The question a bulk delete of saved searches asks first (issue 15): how many, and which when few.

import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js'
import { deleteQuestion } from './deleteQuestion.js'

interface Props {
  references: string[]
  onConfirm: () => void
  onCancel: () => void
}

export function DeleteSearchesDialog({ references, onConfirm, onCancel }: Props) {
  const ask = deleteQuestion(references)
  return (
    <ConfirmDialog title={ask.title} confirmLabel={ask.confirmLabel} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{ask.question}</p>
      {ask.references.length > 0 && (
        <ul aria-label="Searches to delete">
          {ask.references.map((reference, i) => (
            <li key={i}>{reference}</li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  )
}
