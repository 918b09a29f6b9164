#!/usr/bin/env bash
# Prints the output of every test that failed in the last ctest run of BUILD_DIR, from CTest's own log
# (Testing/Temporary/LastTest.log), so that the end of a CI log names the failure and shows why, however
# far back ctest printed it among the other tests' lines (two at a time, or a run repeated until it fails).
#
#     bash .ci/failed-tests.sh build-ci [LINES]
set -uo pipefail
build="${1:?usage: failed-tests.sh BUILD_DIR [LINES]}"
lines="${2:-200}"
log="$build/Testing/Temporary/LastTest.log"
failed="$build/Testing/Temporary/LastTestsFailed.log"
if [ ! -s "$failed" ]; then
    echo "failed-tests: ctest recorded no failed test in $build (it stopped before running them: see above)"
    exit 0
fi
if [ ! -f "$log" ]; then
    echo "failed-tests: $log is missing"
    exit 0
fi
# LastTestsFailed.log names each as NUMBER:NAME. LastTest.log holds, per run of a test, a block from
# "N/M Test: NAME" to its result ("Test Failed." or "Test Passed."); a test repeated until it fails has a
# block per run, and only the failed ones are printed.
cut -d: -f2- "$failed" | sort -u | while IFS= read -r name; do
    echo "=== failed test $name: its output (the last $lines lines of each failed run)"
    awk -v name="$name" -v lines="$lines" '
        $0 ~ "^[0-9]+/[0-9]+ Test: " && $3 == name { inside = 1; n = 0; next }
        inside && /^<end of output>$/ { reading = 0; next }
        inside && /^Test time = / { took = $0; next }
        inside && /^Output:$/ { reading = 1; getline; next }
        inside && reading { out[n++] = $0; next }
        inside && /^Test (Failed|Passed)/ {
            if ($0 ~ /Failed/) {
                from = n > lines ? n - lines : 0
                for (i = from; i < n; i++) print out[i]
                print "--- " $0 " (" took "; a time at the limit is a timeout)"
            }
            inside = 0
        }' "$log"
done
