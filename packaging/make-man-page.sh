#!/usr/bin/env bash
# Writes the manual page gpuplan(1) from the program's own help, so it covers every command and option
# and cannot drift from them: help2man turns `gpuplan --help` (the overview) and `gpuplan --version` into
# the page, and an include file made here adds a COMMANDS section with `gpuplan COMMAND --help` for every
# command the overview lists. The hand-written sections (files, see also) come from man-page-sections.h2m.
# Run by packaging/CMakeLists.txt at build time:
#   make-man-page.sh GPUPLAN_PROGRAM man-page-sections.h2m OUTPUT.1.gz
set -euo pipefail
if [ $# -ne 3 ]; then
    echo "usage: $0 GPUPLAN_PROGRAM SECTIONS.h2m OUTPUT.1.gz" >&2
    exit 2
fi
gpuplan=$1 sections=$2 out=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The help never opens a store, but keep the builder's own data out of reach all the same.
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" LC_ALL=C.UTF-8
# In the asan build the program is instrumented: its help is the same, and a leak report at exit is for the
# test suite to find, not a reason to fail the manual page.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

# Text as roff shows it verbatim: backslashes escaped, a line starting with . or ' not taken for a request,
# and hyphens written as \- so options read (and can be searched) as typed.
as_roff() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/" -e 's/-/\\-/g'; }

# The commands: each row under "Commands:" in the overview starts with the command's words (lower case),
# then its arguments (FILE, [COMMAND]: upper case or bracketed), then two or more spaces and the summary.
"$gpuplan" help >"$work/overview.txt"
awk '/^Commands:/ { inside = 1; next }
     inside && /^$/ { exit }
     inside && /^  [a-z]/ {
         sub(/^  /, ""); sub(/  .*/, "")
         words = ""
         n = split($0, part, " ")
         for (i = 1; i <= n; i++) if (part[i] ~ /^[a-z][a-z0-9-]*$/) words = words (words ? " " : "") part[i]
         print words
     }' "$work/overview.txt" >"$work/commands.txt"
count=$(wc -l <"$work/commands.txt")
if [ "$count" -lt 10 ]; then
    echo "$0: found only $count commands in '$gpuplan help'; has its layout changed?" >&2
    exit 1
fi

{
    cat "$sections"
    printf '[COMMANDS]\nEach command and its options, as %s shows them.\n' '\fBgpuplan\fR \fICOMMAND\fR \fB\-\-help\fR'
    while read -r words; do
        printf '.SS "gpuplan %s"\n.nf\n' "$words"
        # shellcheck disable=SC2086 # the words are separate arguments
        "$gpuplan" $words --help | as_roff
        printf '.fi\n'
    done <"$work/commands.txt"
} >"$work/include.h2m"

# help2man finds the synopsis under "Usage:", capitalised; gpuplan writes "usage:" like its commands' help.
# It runs a wrapper named gpuplan (the name it gives the page) that changes only that word.
mkdir "$work/bin"
printf '#!/bin/bash\nset -o pipefail\n"%s" "$@" | sed "s/^usage:/Usage:/"\n' "$gpuplan" >"$work/bin/gpuplan"
chmod +x "$work/bin/gpuplan"
help2man --no-info --section=1 --source="GpuPlan" \
    --name="plan GPU time and cost for training and serving large language models" \
    --include="$work/include.h2m" --output="$work/gpuplan.1" "$work/bin/gpuplan"
gzip -9 -n <"$work/gpuplan.1" >"$out"
