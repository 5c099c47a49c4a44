#!/usr/bin/env bash
# The Debian packages the tests need beyond npm: Chromium (end-to-end tests) and
# jsc, JavaScriptCore's shell (golden games replayed in the iPhone's engine).
# Installs the missing ones when it can (as root, or with sudo that asks no
# password); otherwise stops at once, printing the exact command to run.
#   bash test/setup-deps.sh [chromium] [jsc]     (both when none is named)
# CHROMIUM_BIN and JSC_BIN name where they are looked for (tests use them).
set -u
CHROMIUM_BIN=${CHROMIUM_BIN:-/usr/bin/chromium}
JSC_BIN=${JSC_BIN:-jsc}
want=("$@")
[ ${#want[@]} -eq 0 ] && want=(chromium jsc)

have_jsc() {
  command -v "$JSC_BIN" >/dev/null 2>&1 && return 0
  # Debian's package puts jsc outside PATH on some releases.
  [ "$JSC_BIN" = jsc ] && ls /usr/lib/*/webkit2gtk-4.0/jsc >/dev/null 2>&1
}

need=()
for w in "${want[@]}"; do
  case "$w" in
    chromium) [ -x "$CHROMIUM_BIN" ] || need+=(chromium) ;;
    jsc) have_jsc || need+=(libjavascriptcoregtk-4.0-bin) ;;
    *) echo "setup-deps: unknown dependency $w" >&2; exit 2 ;;
  esac
done
[ ${#need[@]} -eq 0 ] && exit 0

command_line="sudo apt-get update && sudo apt-get install -y ${need[*]}"
if [ "$(id -u)" -eq 0 ]; then SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then SUDO=(sudo -n)
else
  echo "The tests need ${need[*]} (Debian packages), and this user cannot install them."
  echo "Run this once, then npm test again:"
  echo "  $command_line"
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "The tests need ${need[*]}; this machine has no apt-get. On Debian or Ubuntu:"
  echo "  $command_line"
  exit 1
fi
echo "installing ${need[*]}"
if ! { "${SUDO[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq "${need[@]}" >/dev/null; }; then
  echo "Installing ${need[*]} failed. Run:"
  echo "  $command_line"
  exit 1
fi
