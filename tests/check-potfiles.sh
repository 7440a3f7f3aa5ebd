#!/bin/sh
# check-potfiles.sh: every file with translatable text is listed in po/POTFILES.in, and
# every listed file exists. Usage: check-potfiles.sh SOURCE_ROOT
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

top=${1:?usage: check-potfiles.sh SOURCE_ROOT}
cd "$top"
potfiles=po/POTFILES.in
status=0

listed=$(grep -v -e '^#' -e '^[[:space:]]*$' "$potfiles" | sort -u)

for f in $listed; do
  if [ ! -f "$f" ]; then
    echo "$potfiles lists $f, which does not exist"
    status=1
  fi
done

# C sources with a gettext call; .ui files with translatable properties; desktop, metainfo
# and gschema files, whose names and descriptions are always translatable.
candidates=$(
  {
    grep -rlE --include='*.c' --include='*.h' \
      '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)[[:space:]]?\(' src || true
    grep -rl --include='*.ui' 'translatable="yes"' src ui || true
    find data -path data/cards -prune -o \
      \( -name '*.desktop.in' -o -name '*.metainfo.xml.in' -o -name '*.gschema.xml' \) -print
  } | sort -u
)

for f in $candidates; do
  if ! printf '%s\n' "$listed" | grep -qxF "$f"; then
    echo "$f has translatable text but is not listed in $potfiles"
    status=1
  fi
done

exit $status
