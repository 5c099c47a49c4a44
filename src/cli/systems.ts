// The rule systems the command line knows: the app's registry, plus the platform's
// test system (which never ships in the app).
import type { Wire } from '../engine/canonical';
import type { RuleSystem } from '../engine/contract';
import { VerifyError } from '../engine/errors';
import { systems } from '../rules/registry';
import { toy } from '../../test/toy/toy';

export async function loadSystem(id: string): Promise<RuleSystem<any, any>> {
  if (id === 'toy') return toy;
  const e = systems.find((s) => s.id === id);
  if (!e) throw new VerifyError('unknown-system', `unknown rule system "${id}" (known: ${['toy', ...systems.map((s) => s.id)].join(', ')})`);
  return e.load();
}

export function systemIds(): string[] {
  return ['toy', ...systems.map((s) => s.id)];
}

/** The default configuration of a system: its first scenario, every option's default. */
export function defaultConfig(sys: RuleSystem<any, any>, scenario?: string) {
  const options: Record<string, Wire> = {};
  for (const o of sys.options) options[o.id] = o.default;
  return { scenario: scenario ?? sys.scenarios[0].id, options };
}
