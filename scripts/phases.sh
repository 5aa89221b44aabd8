# Sourced by the scripts CI runs (.ci/run, scripts/fuzz, scripts/test): `phase NAME COMMAND...`
# runs COMMAND and, when SEO_PHASE_LOG names a file, appends "NAME<TAB>SECONDS<TAB>EXIT STATUS"
# to it; scripts/ci-report prints those lines at the end of CI's log. Returns COMMAND's status.
# (COMMAND runs as the left side of `||`, so `set -e` does not stop a shell function inside it:
# such a function checks its own steps.)
phase() {
  local name=$1
  shift
  local start status=0
  start=$(date +%s%N)
  "$@" || status=$?
  if [ -n "${SEO_PHASE_LOG:-}" ]; then
    local tenths=$((($(date +%s%N) - start) / 100000000))
    printf '%s\t%d.%d\t%d\n' "$name" $((tenths / 10)) $((tenths % 10)) "$status" >>"$SEO_PHASE_LOG"
  fi
  return "$status"
}
