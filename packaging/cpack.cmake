# The Debian package (`cmake --build build --target package` writes build/gpuplan_VERSION_ARCH.deb), from
# what the install rules put under /usr: app/ (the program), packaging/CMakeLists.txt (everything else).
# docs/packaging.md says how it is checked and what a Windows or macOS package would need.
if(NOT UNIX OR APPLE)
    return() # only the Debian package exists so far; docs/packaging.md says what Windows and macOS would need
endif()
# GPUPLAN_PACKAGE_MAINTAINER: set in packaging/CMakeLists.txt, which also writes it into the changelog.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gpuplan)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "the GpuPlan developers")
set(CPACK_PACKAGE_CONTACT ${GPUPLAN_PACKAGE_MAINTAINER})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON) # Debian ships stripped programs; the symbols stay in the build tree
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "GPU planning workbench for large language models")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # gpuplan_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${GPUPLAN_PACKAGE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The shared libraries the program links (Qt Core, Gui, Widgets, Sql, Charts, Svg, PrintSupport,
# QCustomPlot) come from dpkg-shlibdeps. It cannot see what Qt loads at run time: the SQLite driver
# (a plugin, without it no store opens) and DejaVu Sans, the font the PDF report's Latin text is set in.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, fonts-dejavu-core")
# Wanted but not needed: Noto Sans CJK for the Chinese window and reports (without it Chinese shows in
# whatever font has the glyphs, if any), Qt's own Chinese strings (standard buttons and dialogs), and Qt's
# PostgreSQL driver for a team store (--db postgresql://...; without it that is refused, naming the package).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n, libqt6sql6-psql")
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; CPack indents this below it as the extended description.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "GpuPlan estimates how long, on how many GPUs and at what cost a large
language model can be pre-trained, fine-tuned or served, and why: a
workbench window (English and Simplified Chinese) with a scenario table,
a GPU catalog and price editors, comparisons, charts and a PDF report,
and a command line over the same estimates, plan search and costs.
Prices, regional electricity tariffs and exchange rates are kept with
their sources and history in a SQLite store in the user's data directory.")
include(CPack)
