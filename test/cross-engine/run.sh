#!/usr/bin/env bash
# Same result on every JavaScript engine: replays the golden games in Node (V8)
# and in JavaScriptCore (jsc, the engine of every iPhone) and compares the output.
set -u
cd "$(dirname "$0")/../.."
node node_modules/vite/bin/vite.js build --config test/cross-engine/vite.config.ts --logLevel error || { echo "FAIL cross-engine bundle"; exit 1; }
JSC=$(command -v jsc || ls /usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/jsc /usr/lib/*/webkit2gtk-4.0/jsc 2>/dev/null | head -n1)
node dist-jsc/replay.js > dist-jsc/node.txt 2>&1; n=$?
if [ -z "$JSC" ]; then echo "FAIL cross-engine: jsc not installed (apt-get install libjavascriptcoregtk-4.0-bin)"; exit 1; fi
"$JSC" dist-jsc/replay.js > dist-jsc/jsc.txt 2>&1; j=$?
echo "node (V8):"; cat dist-jsc/node.txt
if [ $n -ne 0 ] || [ $j -ne 0 ]; then echo "FAIL cross-engine: node exit $n, jsc exit $j"; cat dist-jsc/jsc.txt; exit 1; fi
if ! diff -u dist-jsc/node.txt dist-jsc/jsc.txt; then echo "FAIL cross-engine: V8 and JavaScriptCore differ"; exit 1; fi
echo "PASS cross-engine: $(grep -c . dist-jsc/node.txt) lines identical in V8 and JavaScriptCore ($JSC)"
