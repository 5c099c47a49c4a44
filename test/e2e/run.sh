#!/usr/bin/env bash
# End-to-end: build (with the test rule system), check the production build's size
# and contents, serve the e2e build, run every script, print "N passed, N failed".
set -u
cd "$(dirname "$0")/../.."
# Free ports unless given: another server on 4173 (say, npm start in another
# terminal) must never answer in place of ours. Three at once (held together, so
# distinct): ours, and those of the scripts that start their own server.
read -r FREE1 FREE2 FREE3 < <(node -e "const net=require('net');const ss=[0,1,2].map(()=>net.createServer());Promise.all(ss.map(s=>new Promise(r=>s.listen(0,'127.0.0.1',r)))).then(()=>{console.log(ss.map(s=>s.address().port).join(' '));ss.forEach(s=>s.close())})")
PORT=${E2E_PORT:-$FREE1}
export E2E_STOPPED_PORT=${E2E_STOPPED_PORT:-$FREE2}
export E2E_UPDATE_PORT=${E2E_UPDATE_PORT:-$FREE3}
PROD_OUT="$(mktemp -d)"
passed=0
failed=0
TIMES=""
count() { # adds the PASS/FAIL lines of a log to the totals
  local p f
  p=$(grep -c '^PASS ' "$1" || true)
  f=$(grep -c '^FAIL ' "$1" || true)
  passed=$((passed + p)); failed=$((failed + f))
}

bash test/setup-deps.sh chromium || { echo "0 passed, 1 failed"; exit 1; }

echo "== production build (size and contents)"
if npx vite build --outDir "$PROD_OUT" --emptyOutDir >"$PROD_OUT.log" 2>&1; then
  node test/e2e/size.mjs "$PROD_OUT" | tee "$PROD_OUT.size"; count "$PROD_OUT.size"
else
  cat "$PROD_OUT.log"; echo "FAIL production build"; failed=$((failed + 1))
fi
rm -rf "$PROD_OUT" "$PROD_OUT.log" "$PROD_OUT.size"

echo "== e2e build"
if ! VITE_TEST_SYSTEMS=1 npx vite build --outDir dist-e2e --emptyOutDir >"$PROD_OUT.e2e.log" 2>&1; then
  cat "$PROD_OUT.e2e.log"; echo "FAIL e2e build"; echo "0 passed, 1 failed"; exit 1
fi

# A marker only this run's build holds: the server that answers must serve it.
MARKER="e2e-$$-$RANDOM$RANDOM"
echo "$MARKER" > dist-e2e/e2e-marker.txt
node node_modules/vite/bin/vite.js preview --port $PORT --strictPort --outDir dist-e2e >"$PROD_OUT.preview.log" 2>&1 &
PREVIEW=$!
trap 'kill $PREVIEW 2>/dev/null' EXIT
up=0
for _ in $(seq 1 100); do
  if ! kill -0 $PREVIEW 2>/dev/null; then break; fi # our server died (port taken?): no use waiting
  if [ "$(node -e "fetch('http://localhost:$PORT/e2e-marker.txt').then(r=>r.text()).then(t=>console.log(t.trim()),()=>{})" 2>/dev/null)" = "$MARKER" ]; then up=1; break; fi
  sleep 0.2
done
if [ "$up" -ne 1 ]; then
  echo "FAIL the e2e server did not come up on port $PORT (our preview, pid $PREVIEW, $(kill -0 $PREVIEW 2>/dev/null && echo 'is running but does not serve this build' || echo 'exited')):"
  cat "$PROD_OUT.preview.log"
  echo "$passed passed, $((failed + 1)) failed"
  exit 1
fi

SCRIPTS=${E2E_SCRIPTS:-"play local action-lists nabis nabis-orders dba-view dba-two dba-combat dba-groupmoves dba-armies newcomer server-stopped share nabis-replay update settings log-words two-tabs storage-full storage-erased third-phone dba-waypoint nabis-leader nabis-values nabis-map subpath solo cdb cdb-setup cdb-orders cdb-hidden cdb-battle civbel civbel-relaxed civbel-view civbel-deploy civbel-armies civbel-chosen civbel-orders audit"}
for name in $SCRIPTS; do
  [ "$name" = subpath ] && continue # below: the production build under a sub-path
  script="test/e2e/$name.mjs"
  echo "== $script"
  log=$(mktemp)
  t0=$SECONDS
  E2E_BASE="http://localhost:$PORT/" timeout 600 node "$script" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  count "$log"
  if [ "$status" -ne 0 ] && ! grep -q '^FAIL ' "$log"; then failed=$((failed + 1)); echo "FAIL $script exited with $status"; fi
  rm -f "$log"
  TIMES="$TIMES$((SECONDS - t0)) $name"$'\n'
done
# Where the lane's time goes (the slowest first): the figure to watch under CI's limit.
echo "== script times (seconds)"
printf '%s' "$TIMES" | sort -rn | awk '{ printf "  %5d  %s\n", $1, $2 }'

kill $PREVIEW 2>/dev/null
wait $PREVIEW 2>/dev/null
trap - EXIT

# The production build served under a sub-path, as on a project page (README, "Publish").
if [[ " $SCRIPTS " == *" subpath "* ]]; then
  echo "== test/e2e/subpath.mjs (production build, base /tessera/)"
  SUB_OUT="$(mktemp -d)"
  if npx vite build --base /tessera/ --outDir "$SUB_OUT" --emptyOutDir >"$SUB_OUT.log" 2>&1; then
    node node_modules/vite/bin/vite.js preview --port $PORT --strictPort --outDir "$SUB_OUT" --base /tessera/ >"$SUB_OUT.preview.log" 2>&1 &
    PREVIEW=$!
    trap 'kill $PREVIEW 2>/dev/null' EXIT
    for _ in $(seq 1 50); do
      node -e "fetch('http://localhost:$PORT/tessera/').then(()=>process.exit(0),()=>process.exit(1))" 2>/dev/null && break
      sleep 0.2
    done
    log=$(mktemp)
    E2E_BASE="http://localhost:$PORT/tessera/" timeout 600 node test/e2e/subpath.mjs 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    count "$log"
    if [ "$status" -ne 0 ] && ! grep -q '^FAIL ' "$log"; then failed=$((failed + 1)); echo "FAIL subpath.mjs exited with $status"; fi
    rm -f "$log"
    kill $PREVIEW 2>/dev/null
    wait $PREVIEW 2>/dev/null
    trap - EXIT
  else
    cat "$SUB_OUT.log"; echo "FAIL sub-path build"; failed=$((failed + 1))
  fi
  rm -rf "$SUB_OUT" "$SUB_OUT.log" "$SUB_OUT.preview.log"
fi
rm -f "$PROD_OUT.e2e.log" "$PROD_OUT.preview.log"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
