#!/usr/bin/env bash
# Checks the Debian package a build wrote (docs/packaging.md):
#   bash packaging/check-package.sh BUILD_DIR            the package's metadata and files, lintian, the
#                                                        desktop entry, AppStream, the MIME type, the man page
#   bash packaging/check-package.sh BUILD_DIR --install  then, as root, installs it with apt, runs the installed
#                                                        program (version, an estimate, the window offscreen),
#                                                        and removes it, checking the user's data survive
# Every failed check prints what was wrong and the script exits 1. .ci/run runs it with --install.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ] || { [ $# -eq 2 ] && [ "$2" != "--install" ]; }; then
    echo "usage: $0 BUILD_DIR [--install]" >&2
    exit 2
fi
build=$(cd "$1" && pwd)
install=${2:-}
source_dir=$(cd "$(dirname "$0")/.." && pwd)
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
pass() { echo "ok: $*"; }

shopt -s nullglob
debs=("$build"/gpuplan_*.deb)
shopt -u nullglob
if [ ${#debs[@]} -ne 1 ]; then
    echo "FAIL: expected one gpuplan_*.deb in $build, found ${#debs[@]}: run 'cmake --build $1 --target package'" >&2
    exit 1
fi
deb=${debs[0]}
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
arch=$(dpkg --print-architecture)
expected_name="gpuplan_${version}_${arch}.deb"
[ "$(basename "$deb")" = "$expected_name" ] && pass "file name $expected_name" ||
    fail "the package is $(basename "$deb"), expected $expected_name"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- metadata --------------------------------------------------------------------------------------------
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = gpuplan ] && pass "Package: gpuplan" || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] && pass "Version: $version (project(GpuPlan VERSION))" ||
    fail "Version is '$(field Version)', the project's is $version"
[ "$(field Architecture)" = "$arch" ] && pass "Architecture: $arch" || fail "Architecture is '$(field Architecture)'"
for f in Maintainer Section Priority Description Installed-Size; do
    [ -n "$(field $f)" ] && pass "$f: $(field $f | head -1)" || fail "no $f field"
done
depends=$(field Depends)
# From dpkg-shlibdeps (the libraries the program links), and the plugin and font it loads at run time.
for d in libqt6core6 libqt6widgets6 libqt6sql6 libqt6charts6 libqt6svg6 libqcustomplot libqt6keychain1 libxlsxwriter libzip4 \
         libqt6sql6-sqlite fonts-dejavu-core; do
    grep -Eq "(^|, )$d" <<<"$depends" && pass "Depends on $d" ||
        fail "Depends lacks $d: $depends"
done
for r in fonts-noto-cjk qt6-translations-l10n libqt6sql6-psql; do
    grep -q "$r" <<<"$(field Recommends)" && pass "Recommends $r" || fail "Recommends lacks $r"
done
# No maintainer scripts: installing and removing touch only the package's own files, never a home directory.
dpkg-deb --control "$deb" "$work/control"
scripts=$(cd "$work/control" && ls | grep -Ev '^(control|md5sums)$' || true)
[ -z "$scripts" ] && pass "no maintainer scripts" || fail "maintainer scripts in the package: $scripts"

# --- contents --------------------------------------------------------------------------------------------
dpkg-deb --contents "$deb" >"$work/contents.txt"
required=(
    ./usr/bin/gpuplan
    ./usr/share/applications/gpuplan.desktop
    ./usr/share/metainfo/gpuplan.metainfo.xml
    ./usr/share/mime/packages/gpuplan.xml
    ./usr/share/icons/hicolor/scalable/apps/gpuplan.svg
    ./usr/share/man/man1/gpuplan.1.gz
    ./usr/share/doc/gpuplan/copyright
    ./usr/share/doc/gpuplan/changelog.gz
    ./usr/share/doc/gpuplan/README.md
    ./usr/share/doc/gpuplan/examples/shanghai-finetune-a100-h100.json
)
for size in 16 22 24 32 48 64 128 256; do
    required+=("./usr/share/icons/hicolor/${size}x${size}/apps/gpuplan.png")
done
for path in "${required[@]}"; do
    grep -q " $path\$" "$work/contents.txt" && pass "contains ${path#.}" || fail "missing ${path#.}"
done
outside=$(awk '{print $6}' "$work/contents.txt" | grep -Ev '^\./(usr/?.*)?$' || true)
[ -z "$outside" ] && pass "every file under /usr" || fail "files outside /usr: $outside"
grep -Eq '^-rwxr-xr-x root/root .* \./usr/bin/gpuplan$' "$work/contents.txt" && pass "/usr/bin/gpuplan rwxr-xr-x root" ||
    fail "/usr/bin/gpuplan has other permissions or owner: $(grep ' ./usr/bin/gpuplan$' "$work/contents.txt")"

dpkg-deb --extract "$deb" "$work/root"
file "$work/root/usr/bin/gpuplan" | grep -q ', stripped' && pass "the program is stripped" ||
    fail "the program is not stripped: $(file -b "$work/root/usr/bin/gpuplan")"
# Each changelog entry is signed by the package's maintainer (packaging/changelog.in), so one option gives both
# an address; the version of its latest entry is the package's.
changelog=$(zcat "$work/root/usr/share/doc/gpuplan/changelog.gz")
signer=$(grep -m1 '^ -- ' <<<"$changelog" | sed -E 's/^ -- (.*)  [A-Z][a-z]{2}, .*$/\1/')
[ "$signer" = "$(field Maintainer)" ] && pass "the changelog is signed by the Maintainer field" ||
    fail "the changelog's trailer names '$signer', the Maintainer field '$(field Maintainer)'"
grep -q "^gpuplan ($version) " <<<"$changelog" && pass "the changelog's latest entry is $version" ||
    fail "the changelog's first line is '$(head -1 <<<"$changelog")', the version $version"
for size in 16 22 24 32 48 64 128 256; do
    got=$(file -b "$work/root/usr/share/icons/hicolor/${size}x${size}/apps/gpuplan.png" | grep -o '[0-9]* x [0-9]*' || true)
    [ "$got" = "$size x $size" ] && pass "icon ${size}x${size}" || fail "the ${size}x${size} icon is '$got'"
done

# --- desktop entry, AppStream, MIME type, manual page ------------------------------------------------------
if out=$(desktop-file-validate "$work/root/usr/share/applications/gpuplan.desktop" 2>&1) && [ -z "$out" ]; then
    pass "desktop-file-validate"
else
    fail "desktop-file-validate: $out"
fi
# The component id is not reverse-DNS because GpuPlan has no domain yet: that one warning is shown as a note
# (docs/packaging.md); any other warning or error fails.
if out=$(appstreamcli validate --no-net --override=cid-desktopapp-is-not-rdns=info \
    "$work/root/usr/share/metainfo/gpuplan.metainfo.xml" 2>&1); then
    pass "appstreamcli validate --no-net"
else
    fail "appstreamcli validate: $out"
fi
mkdir -p "$work/mime/packages"
cp "$work/root/usr/share/mime/packages/gpuplan.xml" "$work/mime/packages/"
if XDG_DATA_DIRS="$work" update-mime-database "$work/mime" 2>"$work/mime.err" && [ ! -s "$work/mime.err" ] &&
    grep -q 'application/x-gpuplan-scenario:\*\.gpuplan' "$work/mime/globs2"; then
    pass "update-mime-database: *.gpuplan is application/x-gpuplan-scenario"
else
    fail "the MIME type does not register *.gpuplan: $(cat "$work/mime.err")"
fi
manual=$(MANWIDTH=100 man --warnings -l "$work/root/usr/share/man/man1/gpuplan.1.gz" 2>"$work/man.err" || true)
[ ! -s "$work/man.err" ] && [ -n "$manual" ] && pass "man -l renders gpuplan(1) without warnings" ||
    fail "man -l gpuplan.1.gz: $(head -5 "$work/man.err")"
# Every command the program knows has its section in the page.
# The help goes to a file first: awk stops reading at the end of the list, and a program still writing into
# the pipe then would die of SIGPIPE, failing this script under pipefail (seen once in CI).
"$work/root/usr/bin/gpuplan" help >"$work/help.txt"
awk '/^Commands:/{on=1;next} on&&/^$/{exit} on&&/^  [a-z]/{
    sub(/^  /,""); sub(/  .*/,""); w=""; n=split($0,p," ")
    for(i=1;i<=n;i++) if(p[i]~/^[a-z][a-z0-9-]*$/) w=w (w?" ":"") p[i]; print w}' "$work/help.txt" >"$work/commands.txt"
missing=""
while read -r words; do
    grep -q "^ *gpuplan $words\$" <<<"$manual" || missing="$missing, $words"
done <"$work/commands.txt"
[ -z "$missing" ] && pass "gpuplan(1) has all $(wc -l <"$work/commands.txt") commands" ||
    fail "gpuplan(1) lacks the commands ${missing#, }"

# --- lintian ---------------------------------------------------------------------------------------------
# Errors fail. No maintainer address has been published, so when the Maintainer field has none the one error
# that causes (malformed-contact) is suppressed, and said; warnings are shown (docs/packaging.md explains each).
suppress=()
if ! grep -q '<.*@.*>' <<<"$(field Maintainer)"; then
    suppress=(--suppress-tags malformed-contact)
    echo "note: the Maintainer field has no address (set -DGPUPLAN_PACKAGE_MAINTAINER=\"Name <address>\");" \
        "lintian's malformed-contact is not counted"
fi
if lintian --fail-on error --display-level '>=warning' "${suppress[@]}" "$deb" >"$work/lintian.txt" 2>&1; then
    pass "lintian: no errors"
else
    fail "lintian found errors"
fi
sed 's/^/  lintian: /' "$work/lintian.txt"

# --- installed, run, removed (CI, as root) ---------------------------------------------------------------
if [ "$install" = "--install" ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "FAIL: --install needs root (apt-get install)" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq "$deb" >"$work/apt.txt" 2>&1 && pass "apt-get install $(basename "$deb")" ||
        { cat "$work/apt.txt" >&2; fail "apt-get install failed"; }
    # A user with nothing yet: a fresh home and data directory, no display (the window runs offscreen).
    user_home="$work/home"
    mkdir -p "$user_home" "$work/runtime"
    chmod 700 "$work/runtime"
    run_as_user() {
        env -i PATH=/usr/bin:/bin HOME="$user_home" XDG_DATA_HOME="$user_home/.local/share" \
            XDG_CONFIG_HOME="$user_home/.config" XDG_RUNTIME_DIR="$work/runtime" LANG=C.UTF-8 LC_ALL=C.UTF-8 \
            TZ=UTC QT_QPA_PLATFORM=offscreen "$@"
    }
    got=$(run_as_user /usr/bin/gpuplan --version 2>&1) && [ "$got" = "gpuplan $version" ] &&
        pass "/usr/bin/gpuplan --version: $got" || fail "/usr/bin/gpuplan --version printed '$got'"
    if got=$(run_as_user /usr/bin/gpuplan estimate train --gpu h100-sxm --gpus 64 --model llama2-70b --tokens 2T 2>&1) &&
        grep -q 'days' <<<"$got"; then
        pass "an estimate from the installed program: $(grep -m1 'days' <<<"$got" | sed 's/^ *//')"
    else
        fail "the estimate failed: $got"
    fi
    store="$user_home/.local/share/GpuPlan/gpuplan/gpuplan.sqlite"
    [ -f "$store" ] && pass "the user's store is at ${store#"$user_home"/}" || fail "no store at $store"
    # The window, from the installed files, on a scenario file given as a double-click would give it.
    cp /usr/share/doc/gpuplan/examples/shanghai-finetune-a100-h100.json "$user_home/plan.gpuplan"
    if got=$(run_as_user timeout 120 /usr/bin/gpuplan --show-and-quit "$user_home/plan.gpuplan" 2>&1) &&
        grep -q 'scenario' <<<"$got" && ! grep -qi 'warning\|error\|cannot' <<<"$got"; then
        pass "the window opened offscreen on plan.gpuplan: $got"
    else
        fail "the window did not open cleanly: $got"
    fi
    found=$(man -w gpuplan 2>&1) && pass "man -w gpuplan: $found" || fail "man -w gpuplan: $found"
    grep -q 'application/x-gpuplan-scenario:\*\.gpuplan' /usr/share/mime/globs2 2>/dev/null &&
        pass "the system's MIME database knows *.gpuplan" || fail "*.gpuplan is not in /usr/share/mime/globs2"
    grep -q 'application/x-gpuplan-scenario=gpuplan.desktop' /usr/share/applications/mimeinfo.cache 2>/dev/null &&
        pass "the desktop database opens application/x-gpuplan-scenario with gpuplan.desktop" ||
        fail "gpuplan.desktop is not in /usr/share/applications/mimeinfo.cache"
    before=$(sha256sum "$store" | cut -d' ' -f1)
    apt-get remove -y -qq gpuplan >"$work/apt.txt" 2>&1 && pass "apt-get remove gpuplan" ||
        { cat "$work/apt.txt" >&2; fail "apt-get remove failed"; }
    [ ! -e /usr/bin/gpuplan ] && pass "/usr/bin/gpuplan is gone" || fail "/usr/bin/gpuplan is still there"
    [ -f "$store" ] && [ "$(sha256sum "$store" | cut -d' ' -f1)" = "$before" ] &&
        pass "the user's store survived the removal unchanged" || fail "the user's store changed or went: $store"
fi

if [ "$failures" -gt 0 ]; then
    echo "check-package: $failures check(s) failed" >&2
    exit 1
fi
echo "check-package: every check passed"
