#!/usr/bin/env bash
# npm test: every test there is, ending with one line "N passed, N failed".
#   type check · unit, rule and fuzz tests (vitest) · 1,000 fuzz games per rule
#   system (FUZZ_GAMES, FUZZ_NABIS, FUZZ_DBA) · golden games in V8 and
#   JavaScriptCore · end-to-end tests in Chromium (when test/e2e/run.sh exists).
set -u
cd "$(dirname "$0")/.."
passed=0
failed=0
count() { if [ "$1" -eq 0 ]; then passed=$((passed + 1)); echo "PASS $2"; else failed=$((failed + 1)); echo "FAIL $2"; fi; }

echo "== type check"
npx tsc --noEmit; count $? "type check (tsc --noEmit)"

echo "== unit, rule and fuzz tests (vitest)"
rm -f vitest-report.json
CI=true NO_COLOR=1 npx vitest run --reporter=default --reporter=json --outputFile.json=vitest-report.json
vstatus=$?
if [ -f vitest-report.json ]; then
  read -r vp vf < <(node -e "const r=require('./vitest-report.json');const bad=r.testResults.filter(t=>t.status==='failed'&&t.assertionResults.length===0).length;console.log(r.numPassedTests+' '+(r.numFailedTests+bad))")
  passed=$((passed + vp)); failed=$((failed + vf))
  echo "vitest: $vp passed, $vf failed"
  if [ "$vstatus" -ne 0 ] && [ "$vf" -eq 0 ]; then count 1 "vitest exited $vstatus"; fi
else
  count 1 "vitest produced no report"
fi

echo "== fuzzing: bot-against-bot games through the packet path, options drawn per game"
if npm run build:cli --silent >/dev/null 2>&1; then
  for system in nabis dba; do
    games=$(node -e "console.log(process.env['FUZZ_'+process.argv[1].toUpperCase()] ?? process.env.FUZZ_GAMES ?? 1000)" "$system")
    node src/cli/bin.mjs fuzz --system "$system" --games "$games" --first 1; count $? "fuzz $system: $games games"
  done
else
  count 1 "command-line build for fuzzing"
fi

echo "== same result on every JavaScript engine"
bash test/cross-engine/run.sh; count $? "golden games identical in Node (V8) and jsc (JavaScriptCore)"

if [ -f test/e2e/run.sh ]; then
  echo "== end to end in Chromium"
  bash test/e2e/run.sh 2>&1 | tee e2e.log
  estatus=${PIPESTATUS[0]}
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' e2e.log | tail -n 1)
  if [ -n "$line" ]; then
    ep=$(echo "$line" | cut -d' ' -f1); ef=$(echo "$line" | cut -d' ' -f3)
    passed=$((passed + ep)); failed=$((failed + ef))
    if [ "$estatus" -ne 0 ] && [ "$ef" -eq 0 ]; then count 1 "e2e exited $estatus"; fi
  else
    count 1 "e2e printed no summary"
  fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
