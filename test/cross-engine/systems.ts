// The rule systems whose golden games are replayed on every JavaScript engine.
import type { RuleSystem } from '../../src/engine/contract';
import { toy } from '../toy/toy';
import { nabis } from '../../src/rules/nabis';
import { dba } from '../../src/rules/dba';
import { cdb } from '../../src/rules/cdb';
import { civbel } from '../../src/rules/civbel';

export const goldenSystems: Record<string, RuleSystem<any, any>> = { toy, nabis, dba, cdb, civbel };
