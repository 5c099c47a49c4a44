// The vitest configuration of mutation testing (npm run mutate): only the rule tests of one
// system, without the golden replays, fuzzing, self-play and whole bot games, which would say
// that *something* changed but never which rule (issue 12, section 2).
import { defineConfig } from 'vitest/config';

const system = process.env.MUTATE_SYSTEM ?? 'nabis';

export default defineConfig({
  test: {
    environment: 'node',
    include: [`test/rules/${system}/**/*.test.ts`],
    exclude: ['**/node_modules/**', '**/fuzz*.test.ts', '**/selfplay*.test.ts', '**/golden*.test.ts', '**/games.test.ts'],
    // Whole recorded or bot games inside rule files are left out by name.
    testNamePattern: /^(?!.*(recorded signed game|bot game|golden|whole game)).*$/,
    testTimeout: 60_000,
  },
});
