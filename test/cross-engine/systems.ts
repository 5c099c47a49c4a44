// The rule systems whose golden games are replayed on every JavaScript engine.
import type { RuleSystem } from '../../src/engine/contract';
import { toy } from '../toy/toy';

export const goldenSystems: Record<string, RuleSystem<any, any>> = {
  toy,
};
