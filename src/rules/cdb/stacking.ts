// Stacking and ranks of support (rule 8, source table "Combat modifiers §1", spec §5.4).
import type { Violation } from '../../engine/contract';
import { isMounted, type UnitType } from './data/units';
import type { Counter } from './state';

export const MAX_STACK = 2;
export const MAX_PIKE_STACK = 4;

/** The Psiloi counter added beyond the normal limit (8, support table "+ Ps"): a bow-armed
 *  Ps behind Sp, Bd, Pk or Ax that the list allows it to support, or a Ps (S)/(I) behind
 *  cavalry that the list allows (⟨X⟩). */
function isExtraPsiloi(frontRank: Counter, c: Counter): boolean {
  if (c.type !== 'Ps' || frontRank.type === 'Ps') return false;
  if (['Sp', 'Bd', 'Pk', 'Ax'].includes(frontRank.type)) return frontRank.psSupport === true && c.bowArmed === true;
  if (frontRank.type === 'Cv') return frontRank.cvPsSupport === true && (c.quality === 'S' || c.quality === 'I');
  return false;
}

/** 8: whether these counters (front rank first, one corps) may share a hex. Only the types
 *  of the support table stack: Cv (two (I), or (O)/(S) over (O)), Ax (X), Bd, Sp, Pk of one
 *  quality up to 4, Ps over a Ps (O), Wb, Bw; at most 2 counters, plus one extra Psiloi. */
export function checkStack(counters: Counter[]): Violation | null {
  if (counters.length <= 1) return null;
  const [top] = counters;
  const last = counters[counters.length - 1];
  const main = isExtraPsiloi(top, last) ? counters.slice(0, -1) : counters;
  const bad = (message: string): Violation => ({ rule: 'CdB 8', message });
  if (main.length === 1) return null;
  if (main.some((c) => c.type !== top.type)) return bad('only counters of one type stack (with an extra Psiloi where the list allows)');
  const t: UnitType = top.type;
  if (t === 'Pk') {
    if (main.length > MAX_PIKE_STACK) return bad('at most 4 pikes in a hex');
    if (main.some((c) => c.quality !== top.quality)) return bad('pikes stack only with pikes of the same quality');
    return null;
  }
  if (main.length > MAX_STACK) return bad('at most 2 counters in a hex');
  const rear = main[1];
  switch (t) {
    case 'Cv':
      return (top.quality === 'I' && rear.quality === 'I') || ((top.quality === 'O' || top.quality === 'S') && rear.quality === 'O')
        ? null : bad('cavalry stack as two (I), or (O) or (S) supported by (O)');
    case 'Ax': return top.quality === 'X' && rear.quality === 'X' ? null : bad('only Auxilia (X) stack');
    case 'Ps': return rear.quality === 'O' ? null : bad('a Psiloi is supported by a Psiloi (O)');
    case 'Bd': case 'Sp': case 'Wb': case 'Bw': return null;
    default: return bad('this type does not stack');
  }
}

export interface SupportContext {
  /** The enemy's front-rank counter. */
  enemy: Counter;
  /** The stack stands in clear ground. */
  inClear: boolean;
  /** Option warbandSupport = clear: warband ranks need clear ground too (default: always, spec A4). */
  warbandNeedsClear?: boolean;
}

/** Support table (5.4): the mêlée bonus of a stack's rear ranks. A stack whose bonus does not
 *  apply may stay stacked. Bowmen ranks help only in shooting (10.3), never here. */
export function meleeSupport(counters: Counter[], ctx: SupportContext): number {
  if (counters.length <= 1) return 0;
  const [top] = counters;
  const last = counters[counters.length - 1];
  const extra = isExtraPsiloi(top, last);
  const ranks = (extra ? counters.slice(0, -1) : counters).slice(1);
  const e = ctx.enemy;
  const enemyMounted = isMounted(e.type);
  const knX = e.type === 'Kn' && e.quality === 'X';
  let bonus = 0;
  if (ranks.length) {
    switch (top.type) {
      case 'Cv': if (e.type === 'Cv' || e.type === 'LH') bonus += 1; break;
      case 'Ax': if (enemyMounted) bonus += 1; break;
      case 'Bd': if (ctx.inClear && e.type === 'Kn') bonus += 1; break;
      case 'Sp': if (ctx.inClear && ranks.every((c) => c.quality === top.quality)) bonus += 1; break;
      case 'Pk': if (ctx.inClear) bonus += Math.min(3, ranks.length); break;
      case 'Ps': if (e.type === 'Ps') bonus += 1; break;
      case 'Wb': if (!ctx.warbandNeedsClear || ctx.inClear) bonus += 1; break; // no condition is listed (spec A4)
      default: break;
    }
  }
  if (extra) {
    if (top.type === 'Cv') { if (e.type === 'Cv' || knX) bonus += 1; }
    else if ((e.type === 'Wb' || enemyMounted) && !knX) bonus += 1;
  }
  return bonus;
}
