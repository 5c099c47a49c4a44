// The combat outcome function (OUT-05, OUT-06, OUT-07), following the normative
// pseudo-code of spec §5.6 line by line. Pure: it sees only descriptors.
import { MOUNTED, type Troop } from './data/troops';

export type Res = 'none' | 'recoil' | 'flee' | 'destroyed' | 'surrender';
/** 'Den' = BUA denizens (not modelled as an element but fight as one). */
export type Fighter = Troop | 'Den';

export interface Side {
  type: Fighter; total: number; bad: boolean; inBuaCamp: boolean;
  /** Even partly in a river, which is neither good nor bad going (TER-09): not "in good going" (option river17). */
  river?: boolean;
}
export interface OutcomeCtx {
  shooting: boolean;
  /** Kn loser moved into the front edge of this Bw winner this bound (INTERP-17). */
  knContactedBow?: boolean;
  /** Every bad-going area the loser touches is good going for the winner's type (Ps lines). */
  goodForWinner?: boolean;
  /** INTERP-38: camp followers or denizens doubled by Art shooting. */
  interp38?: 'destroyed' | 'surrender';
}

const isM = (t: Fighter) => MOUNTED.has(t as Troop);

/** Result for loser L against winner W; call with equal totals for a tie (OUT-05). */
export function outcome(L: Side, W: Side, ctx: OutcomeCtx): Res {
  const artShoot = W.type === 'Art' && ctx.shooting;
  const artClose = W.type === 'Art' && !ctx.shooting;
  const good = !L.bad && !L.river;
  const goodFor = ctx.goodForWinner ?? good;
  if (L.total === W.total) return L.type === 'SCh' ? 'destroyed' : 'none'; // OUT-05
  if (L.total > W.total) return 'none';
  const w = W.type;
  const doubled = 2 * L.total <= W.total; // INTERP-28: literal, on integers
  if (!doubled) {
    switch (L.type) { // OUT-06
      case 'El': return ['Ps', 'Ax', 'LH'].includes(w) || artShoot ? 'destroyed' : 'recoil';
      case 'SCh': return 'destroyed';
      case 'Kn': return ['El', 'SCh', 'LH'].includes(w) || (w === 'Bw' && !!ctx.knContactedBow) || L.bad ? 'destroyed' : 'recoil';
      case 'Cv': case 'Cm': return w === 'SCh' || L.bad ? 'flee' : 'recoil';
      case 'LH': return w === 'SCh' || artShoot || L.bad ? 'flee' : 'recoil';
      case 'Sp': case 'Pk': return (['El', 'Kn', 'LH', 'SCh'].includes(w) && good) || (w === 'Wb' && !W.inBuaCamp) ? 'destroyed' : 'recoil';
      case 'Bd': return (['Kn', 'SCh'].includes(w) && good) || (w === 'Wb' && !W.inBuaCamp) ? 'destroyed' : 'recoil';
      case 'Ax': return w === 'Kn' && good ? 'destroyed' : 'recoil';
      case 'Bw': return isM(w) ? 'destroyed' : 'recoil';
      case 'Ps': return ['Kn', 'Cv', 'Cm'].includes(w) && goodFor ? 'destroyed' : 'recoil';
      case 'Wb': return ['El', 'Kn', 'SCh'].includes(w) && good ? 'destroyed' : 'recoil';
      case 'Hd': return L.inBuaCamp || (['El', 'Kn', 'SCh'].includes(w) && good) || (w === 'Wb' && !W.inBuaCamp) || ctx.shooting ? 'destroyed' : 'none';
      case 'Art': return !ctx.shooting ? 'destroyed' : 'recoil';
      case 'WWg': return artShoot || w === 'El' || L.inBuaCamp ? 'destroyed' : 'none';
      case 'CF': case 'Den': return artShoot ? 'surrender' : !ctx.shooting ? 'destroyed' : 'none';
    }
  }
  switch (L.type) { // OUT-07
    case 'Cv': return (['Pk', 'Sp', 'Hd'].includes(w) && good) || artClose ? 'flee' : 'destroyed';
    case 'LH': return isM(w) || artShoot || ['Bw', 'Ps'].includes(w) || L.bad ? 'destroyed' : 'flee';
    case 'Ps': return (['Kn', 'Cv', 'Cm', 'LH'].includes(w) && goodFor) || ['Bw', 'Ax', 'Ps'].includes(w) ? 'destroyed' : 'flee';
    case 'CF': case 'Den': if (artShoot && ctx.interp38 === 'surrender') return 'surrender'; return artClose ? 'recoil' : 'destroyed';
    default: return artClose ? 'recoil' : 'destroyed';
  }
}

/** The table a result was read from, for the log: OUT-05 on a tie, OUT-07 when the loser
 *  is doubled (INTERP-28, the same test as `outcome`), OUT-06 otherwise, whatever the result. */
export function outcomeRule(loserTotal: number, winnerTotal: number): 'DBA OUT-05' | 'DBA OUT-06' | 'DBA OUT-07' {
  if (loserTotal === winnerTotal) return 'DBA OUT-05';
  return 2 * loserTotal <= winnerTotal ? 'DBA OUT-07' : 'DBA OUT-06';
}
