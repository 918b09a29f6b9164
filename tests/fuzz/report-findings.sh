#!/usr/bin/env bash
# Prints what the fuzzers found, after `fuzz-run` failed: each finding's name, size and opening bytes, and the
# fuzzer's verdict when it is run again on it (the broken property or the sanitizer's report, with the
# project's own stack frames). CI's log keeps only its tail, where the fuzzers' interleaved progress lines
# would otherwise bury the report.
#
#     bash tests/fuzz/report-findings.sh build-asan
set -uo pipefail
build="${1:?usage: report-findings.sh BUILD_DIR}"
findings="$build/fuzz-findings"
shopt -s nullglob
files=("$findings"/*)
if [ ${#files[@]} -eq 0 ]; then
    echo "report-findings: no finding in $findings (a fuzzer failed without leaving one: see its log above)"
    exit 0
fi
for f in "${files[@]}"; do
    name="$(basename "$f")"
    target="${name%%-*}"
    echo "=== finding $name ($(stat -c %s "$f") bytes; fuzzer fuzz_$target)"
    echo "--- its first 800 bytes (cat -v):"
    head -c 800 "$f" | cat -v
    echo
    echo "--- fuzz_$target run again on it:"
    if [ -x "$build/tests/fuzz/fuzz_$target" ]; then
        "$build/tests/fuzz/fuzz_$target" "$f" 2>&1 |
            grep -E "property broken|ERROR|SUMMARY|runtime error|^    #[0-9]+ .*\.(cpp|h):[0-9]+" |
            head -40
    else
        echo "(no executable $build/tests/fuzz/fuzz_$target)"
    fi
done
echo "report-findings: ${#files[@]} finding(s); copy each into tests/fuzz/regressions/TARGET/ with a name that says" \
    "what it broke once it is fixed"
