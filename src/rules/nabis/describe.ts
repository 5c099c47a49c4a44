// English and French words for actions and log events.
import type { Lang, LogEvent } from '../../engine/contract';
import type { NAction } from './actions';
import { hexLabel } from './hex';
import { ORDER_IDS, ORDER_TEXT } from './orders';
import type { NState } from './state';

const H = (h: unknown) => (typeof h === 'number' ? hexLabel(h) : String(h));
const FACING_EN = ['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW'];
const FACING_FR = ['NNE', 'E', 'SSE', 'SSO', 'O', 'NNO'];

export function describeAction(s: NState, a: NAction, lang: Lang): string {
  const fr = lang === 'fr';
  const un = (i: number) => (s.ud[i] ? `${s.ud[i].name} (${hexLabel(s.u[i].hex)})` : `#${i}`);
  const face = (f: number) => (fr ? FACING_FR : FACING_EN)[f];
  switch (a.k) {
    case 'done': return fr ? 'terminer cette étape' : 'end this step';
    case 'face': return fr ? `${un(a.u)} face au ${face(a.f)}` : `${un(a.u)} faces ${face(a.f)}`;
    case 'place': return fr ? `placer ${un(a.u)} en ${H(a.h)}` : `place ${un(a.u)} in ${H(a.h)}`;
    case 'shoot': return fr ? `${a.s.map(un).join(' + ')} tire(nt) sur ${H(a.t)}` : `${a.s.map(un).join(' + ')} shoot at ${H(a.t)}`;
    case 'lead': return fr ? `chef : ${s.ld[a.l].name}` : `leader: ${s.ld[a.l].name}`;
    case 'move': return fr ? `${a.all ? 'la pile de ' : ''}${un(a.u)} va en ${H(a.to)}, face ${face(a.f)}${a.top ? ', dessus' : ''}` : `${a.all ? 'stack of ' : ''}${un(a.u)} moves to ${H(a.to)}, facing ${face(a.f)}${a.top ? ', on top' : ''}`;
    case 'lmove': return fr ? `${s.act ? s.ld[s.act.l].name : 'le chef'} va en ${H(a.to)}` : `${s.act ? s.ld[s.act.l].name : 'the leader'} moves to ${H(a.to)}`;
    case 'melee': return fr ? `mêlée : ${a.a.map(H).join(', ')} contre ${a.d.map(H).join(', ')}` : `mêlée: ${a.a.map(H).join(', ')} against ${a.d.map(H).join(', ')}`;
    case 'resolve': return fr ? `résoudre la mêlée ${a.m + 1}` : `resolve mêlée ${a.m + 1}`;
    case 'dfire': return fr ? `tir défensif de ${un(a.u)} sur ${H(a.t)}` : `defensive fire by ${un(a.u)} at ${H(a.t)}`;
    case 'advance': return fr ? `avance de ${a.u < 0 ? 'la pile' : un(a.u)} de ${H(a.from)} en ${H(a.to)}, face ${face(a.f)}` : `advance ${a.u < 0 ? 'the stack' : un(a.u)} from ${H(a.from)} into ${H(a.to)}, facing ${face(a.f)}`;
    case 'realloc': return fr ? `la pile ${H(a.h)} passe de la mêlée ${a.from + 1} à la mêlée ${a.to + 1}` : `stack ${H(a.h)} moves from mêlée ${a.from + 1} to mêlée ${a.to + 1}`;
    case 'retreat': return fr ? `retraite de ${H(a.from)} en ${H(a.to)}${a.df ? (a.df > 0 ? ', pivot à droite' : ', pivot à gauche') : ''}` : `retreat from ${H(a.from)} into ${H(a.to)}${a.df ? (a.df > 0 ? ', turning right' : ', turning left') : ''}`;
    case 'fire': return fr ? `incendie de Sparte sur ${a.u.map(un).join(', ')}` : `Sparta fire on ${a.u.map(un).join(', ')}`;
    case 'orders': {
      // §9: played by the seat the game waits for (describe is given the state before the action).
      const who = s.dec === 1 ? (fr ? 'Sparte' : 'Sparta') : 'Rome';
      const list = ORDER_IDS.map((id) => { const v = ORDER_TEXT[id].values[a.o[id]]; return v ? v.log[lang === 'fr' ? 'fr' : 'en'] : `${id} ${a.o[id]}`; }).join(', ');
      return fr ? `${who} fixe ses ordres permanents : ${list}` : `${who} sets its standing orders: ${list}`;
    }
  }
}

export function describeEvent(e: LogEvent, lang: Lang): string {
  const fr = lang === 'fr';
  const r = e.rule ? ` (${e.rule})` : '';
  switch (e.t) {
    case 'die': return fr ? `dé ${e.sides === 10 ? 'd10' : 'd' + e.sides} : ${e.value}` : `d${e.sides}: ${e.value}`;
    case 'turn': return (fr ? `tour ${e.turn}` : `turn ${e.turn}`) + r;
    case 'initiative': return (fr ? `initiative : Rome ${e.rome}, Sparte ${e.sparta}, écart ${e.diff} (cas C.${e.kase})` : `initiative: Rome ${e.rome}, Sparta ${e.sparta}, difference ${e.diff} (case C.${e.kase})`) + r;
    case 'shoot': return (fr ? `tir sur ${H(e.target)} : ${e.roll} ${Number(e.drm) >= 0 ? '+' : ''}${e.drm} → ${e.result}` : `shot at ${H(e.target)}: ${e.roll} ${Number(e.drm) >= 0 ? '+' : ''}${e.drm} → ${e.result}`) + r;
    case 'melee': return (fr ? `mêlée : ${e.roll} ${Number(e.drm) >= 0 ? '+' : ''}${e.drm} → défenseur ${e.def_}, attaquant ${e.att_}` : `mêlée: ${e.roll} ${Number(e.drm) >= 0 ? '+' : ''}${e.drm} → defender ${e.def_}, attacker ${e.att_}`) + r;
    case 'routed': return (fr ? `unité ${e.unit} en déroute` : `unit ${e.unit} routs`) + r;
    case 'discouraged': return (fr ? `unité ${e.unit} découragée` : `unit ${e.unit} discouraged`) + r;
    case 'fatigued': return (fr ? `unité ${e.unit} fatiguée` : `unit ${e.unit} fatigued`) + r;
    case 'eliminated': return (fr ? `unité ${e.unit} éliminée (${e.vp} PV)` : `unit ${e.unit} eliminated (${e.vp} VP)`) + r;
    case 'rally': return (fr ? `ralliement de l'unité ${e.unit} : ${e.roll} → ${e.ok ? 'réussi' : 'échec'}` : `rally of unit ${e.unit}: ${e.roll} → ${e.ok ? 'success' : 'failure'}`) + r;
    case 'leaderCheck': return (fr ? `test du chef ${e.leader} : ${e.roll} → ${e.result}` : `leader ${e.leader} check: ${e.roll} → ${e.result}`) + r;
    case 'endVp': return (fr ? `PV de fin : Rome ${e.rome}, Sparte ${e.sparta}` : `end-of-game VP: Rome ${e.rome}, Sparta ${e.sparta}`) + r;
    default: return e.t + r;
  }
}
