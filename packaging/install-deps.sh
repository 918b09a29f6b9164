#!/usr/bin/env bash
# Installs everything GpuPlan needs to build, test and run on Debian 12, from Debian's packages only.
# Run as root (or through sudo). Safe to run again.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
packages=(
    # toolchain
    g++ cmake ninja-build git clang-format
    # sanitizers and fuzzing (.ci/run: the asan preset builds with clang and libFuzzer, whose runtimes are in
    # libclang-rt-dev; gcc's TSan runtime comes with g++)
    clang libclang-rt-dev
    # Qt 6 (Widgets, Charts, Svg, Sql with SQLite, PrintSupport, Test, Linguist tools) and QCustomPlot
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev libqt6sql6-sqlite libqcustomplot-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev
    # the team store on PostgreSQL (issue 16): QtSql's QPSQL driver, and the server the tests start their own
    # throwaway cluster of (tests/pg/start-test-server.sh)
    libqt6sql6-psql postgresql
    # the headers of SQLite and libpq, which the bulk writes use directly (database/bulk/)
    libsqlite3-dev libpq-dev
    # "Remember password" for a team store, kept in the desktop's keyring (ui/team/password_keeper.cpp);
    # its runtime, libqt6keychain1, comes with it and becomes a dependency of the package through shlibdeps
    qtkeychain-qt6-dev
    # Excel workbooks (issue 35): written with libxlsxwriter, read with libzip; the tests recalculate an
    # exported workbook in LibreOffice and read it back with openpyxl (Debian's python3, not another one)
    pkg-config libxlsxwriter-dev libzip-dev libreoffice-calc-nogui python3 python3-openpyxl
    # benchmarks
    libbenchmark-dev
    # running and looking at the GUI and reports headless; Chinese fonts
    xvfb xauth imagemagick poppler-utils qpdf fonts-noto-cjk fonts-dejavu-core
    # the icon's PNGs and the manual page, made at build time (resources/, packaging/)
    librsvg2-bin help2man
    # the Debian package: dpkg-shlibdeps finds its library dependencies; packaging/check-package.sh checks it
    dpkg-dev lintian desktop-file-utils appstream shared-mime-info man-db file
)
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${packages[@]}"
