/** A page's feedback answer, remembered so that a reload does not ask again. */
export type FeedbackAnswer = 'yes' | 'no';

const keyOf = (route: string) => `page-feedback:${route}`;

export function rememberedAnswer(route: string): FeedbackAnswer | undefined {
  try {
    const value = localStorage.getItem(keyOf(route));
    return value === 'yes' || value === 'no' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberAnswer(route: string, answer: FeedbackAnswer) {
  try {
    localStorage.setItem(keyOf(route), answer);
  } catch {
    /* storage unavailable: asked again on the next visit */
  }
}
