// Being built (issue 33).

export function EggQuiz({ step }: { step?: string }) {
  return <h1>Egg {step}</h1>
}
