#!/usr/bin/env bash
# npm test: every test there is, ending with one line "N passed, N failed".
#   set-up (Chromium and jsc: test/setup-deps.sh) · type check · unit, rule and
#   fuzz tests (vitest) · 1,000 fuzz games per rule system (FUZZ_GAMES,
#   FUZZ_<SYSTEM>, e.g. FUZZ_DBA) · golden games in V8 and JavaScriptCore ·
#   end-to-end tests in Chromium.
# Two lanes run side by side (TEST_LANES=1 runs them one after the other):
#   compute: vitest, then the fuzz games (both spread over every core);
#   browser: type check, cross-engine, end to end (each mostly on one core, or
#            waiting on the browser).
# The fuzz saturates the cores at a lower priority (nice), so the browser lane, whose pages wait on
# timeouts, gets the CPU it needs first and the fuzz fills what it leaves idle.
# Each stage's time is printed at the end.
set -u
cd "$(dirname "$0")/.."

echo "== set-up"
bash test/setup-deps.sh || { echo "0 passed, 1 failed"; exit 1; }

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# Each stage appends "PASS name" / "FAIL name" lines and "COUNT passed failed" lines to
# $OUT/<lane>.results, and "TIME seconds name" to $OUT/<lane>.times.
stage_begin() { STAGE_T0=$(date +%s); }
stage_end() { echo "TIME $(( $(date +%s) - STAGE_T0 )) $2" >> "$OUT/$1.times"; }
result() { # lane status name
  if [ "$2" -eq 0 ]; then echo "PASS $3" | tee -a "$OUT/$1.results"; else echo "FAIL $3" | tee -a "$OUT/$1.results"; fi
}

compute_lane() {
  local lane=compute
  echo "== unit, rule and fuzz tests (vitest)"
  stage_begin
  rm -f vitest-report.json
  CI=true NO_COLOR=1 npx vitest run --reporter=default --reporter=json --outputFile.json=vitest-report.json
  local vstatus=$?
  if [ -f vitest-report.json ]; then
    read -r vp vf < <(node -e "const r=require('./vitest-report.json');const bad=r.testResults.filter(t=>t.status==='failed'&&t.assertionResults.length===0).length;console.log(r.numPassedTests+' '+(r.numFailedTests+bad))")
    echo "COUNT $vp $vf" >> "$OUT/$lane.results"
    echo "vitest: $vp passed, $vf failed"
    if [ "$vstatus" -ne 0 ] && [ "$vf" -eq 0 ]; then result $lane 1 "vitest exited $vstatus"; fi
  else
    result $lane 1 "vitest produced no report"
  fi
  stage_end $lane vitest

  echo "== fuzzing: bot-against-bot games through the packet path, options drawn per game"
  # bin.mjs builds the command-line bundle only when a source is newer than it
  # (test/cli has just built it).
  if node src/cli/bin.mjs help >/dev/null 2>&1; then
    # Every rule system the command line knows, but the platform's test system.
    local systems
    systems=$(node src/cli/bin.mjs help | sed -n 's/^Systems: //p' | tr -d ',' | tr ' ' '\n' | grep -v '^toy$')
    for system in $systems; do
      # 1,000 games of every system. The CI (.ci/run) plays fewer of Champs de Bataille and Civitates
      # Bellantes (FUZZ_CDB, FUZZ_CIVBEL): about 1.5 s and 0.7 s of CPU a game, 1,000 of each would
      # take the CI past its 40 minutes on two cores.
      games=$(node -e "console.log(process.env['FUZZ_'+process.argv[1].toUpperCase()] ?? process.env.FUZZ_GAMES ?? 1000)" "$system")
      stage_begin
      nice -n 10 node src/cli/bin.mjs fuzz --system "$system" --games "$games" --first 1; result $lane $? "fuzz $system: $games games"
      stage_end $lane "fuzz $system ($games games)"
    done
  else
    result $lane 1 "command-line build for fuzzing"
  fi
}

browser_lane() {
  local lane=browser
  echo "== type check"
  stage_begin
  npx tsc --noEmit; result $lane $? "type check (tsc --noEmit)"
  stage_end $lane "type check"

  echo "== same result on every JavaScript engine"
  stage_begin
  bash test/cross-engine/run.sh; result $lane $? "golden games identical in Node (V8) and jsc (JavaScriptCore)"
  stage_end $lane "cross-engine"

  echo "== end to end in Chromium"
  stage_begin
  bash test/e2e/run.sh > "$OUT/e2e.log" 2>&1
  local estatus=$?
  cat "$OUT/e2e.log"
  local line
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$OUT/e2e.log" | tail -n 1)
  if [ -n "$line" ]; then
    echo "COUNT $(echo "$line" | cut -d' ' -f1) $(echo "$line" | cut -d' ' -f3)" >> "$OUT/$lane.results"
    if [ "$estatus" -ne 0 ] && [ "$(echo "$line" | cut -d' ' -f3)" -eq 0 ]; then result $lane 1 "e2e exited $estatus"; fi
  else
    result $lane 1 "e2e printed no summary"
  fi
  cp "$OUT/e2e.log" e2e.log
  stage_end $lane "end to end"
}

T0=$(date +%s)
if [ "${TEST_LANES:-2}" = 1 ]; then
  compute_lane
  browser_lane
else
  # The browser lane's output is shown whole when it ends, not interleaved.
  browser_lane > "$OUT/browser.log" 2>&1 &
  BROWSER=$!
  compute_lane
  wait $BROWSER
  echo "== browser lane (type check, cross-engine, end to end), run alongside"
  cat "$OUT/browser.log"
fi

passed=0
failed=0
for f in "$OUT"/*.results; do
  [ -f "$f" ] || continue
  while read -r kind a b; do
    case "$kind" in
      PASS) passed=$((passed + 1)) ;;
      FAIL) failed=$((failed + 1)) ;;
      COUNT) passed=$((passed + a)); failed=$((failed + b)) ;;
    esac
  done < "$f"
done
echo "== stage times (seconds; lanes side by side: $(( $(date +%s) - T0 )) s in all)"
cat "$OUT"/*.times 2>/dev/null | sed 's/^TIME \([0-9]*\) \(.*\)/  \2: \1 s/'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
