// What each step's help dialog says (spec-3 §2 "Contribution screen": numbered steps, each with a help dialog).

export type StepName = 'General' | 'Website' | 'Uniform policy' | 'Images' | 'Submit'

export const STEP_HELP: Record<StepName, readonly string[]> = {
  General: [
    "Tell us about anything in the school's details that is wrong or missing: its name, type, ages, postcode, reference or location.",
    'Say what should change and, if you can, where you found it. Every correction is reviewed before it is applied.',
  ],
  Website: [
    "The school's own website, where its uniform policy and photos can be checked. Correct the address if it is wrong or missing.",
    'The icon beside the field opens the address in a new tab, so that you can check it is the right school.',
  ],
  'Uniform policy': [
    'Choose Yes if the school has distinctive clothing defined by a dress code or uniform policy, whether it is compulsory or not.',
    'Choose No if it has none, and Unknown if you cannot tell.',
  ],
  Images: [
    'Upload JPEG or PNG images of the school\'s uniform and of its logo. Give each one its style: "Uniform photo" for a uniform being worn, "Uniform product photo" for a garment on its own (a supplier\'s picture), "Logo" for the badge or crest.',
    'Please avoid pictures in which a child can be recognised. Images are reviewed before they are shown in searches; the ones you upload here are listed on this page until you leave it.',
  ],
  Submit: [
    'Submit sends what you changed in steps 1 to 3 for review; what you left as it was is not sent. Images are sent as soon as you upload them.',
    'If someone else updated the school after you opened this page, you are asked to refresh the page and try again, so that no change is lost.',
  ],
}
