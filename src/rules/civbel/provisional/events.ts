// Every decision of the stand-in is logged as provisional (spec Appendix A), so that
// the replay can say "provisional rule".
import type { ChapterEvent, Refusal } from '../missing-chapters';

export function pev(t: string, rule: string, fields: Record<string, unknown> = {}): ChapterEvent {
  return { t, rule, provisional: true, ...fields };
}

export const refuse = (rule: string, en: string, fr: string): Refusal => ({ rule, en, fr });
