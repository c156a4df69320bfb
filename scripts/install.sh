#!/usr/bin/env bash
# Installs listenstats for cron and for people: the binary, the report templates, the shell
# completions, the man pages and the cron helper, in the usual layout of a prefix:
#   PREFIX/bin/listenstats
#   PREFIX/bin/listenstats-publish-site          (scripts/examples/publish-site.sh)
#   PREFIX/share/listenstats/Templates/          (found by the binary beside it)
#   PREFIX/share/listenstats/docs/               (the guides: listenstats help TOPIC)
#   PREFIX/share/listenstats/examples/           (crontab, systemd units, config.yaml)
#   PREFIX/share/bash-completion/completions/listenstats
#   PREFIX/share/zsh/site-functions/_listenstats
#   PREFIX/share/fish/vendor_completions.d/listenstats.fish
#   PREFIX/share/man/man1/listenstats*.1
#
# Usage: scripts/install.sh [--prefix DIR] [--binary PATH] [--no-man]
#   --prefix DIR    where to install (default /usr/local; ~/.local needs no root)
#   --binary PATH   install this build instead of building a release one
#   --no-man        leave out the man pages (they need `swift package`, so a checkout)
# Running it again replaces what it installed. Exit: 0 done, 64 bad arguments, 73 a file
# could not be written.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
binary=""
man=true
while [[ $# -gt 0 ]]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
    --no-man) man=false; shift ;;
    -h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1'; see --help" >&2; exit 64 ;;
  esac
done

if [[ -z "$binary" ]]; then
  swift build -c release --product listenstats >&2
  binary="$(swift build -c release --show-bin-path)/listenstats"
fi
if [[ ! -x "$binary" ]]; then
  echo "install.sh: $binary is not an executable; build it first or pass --binary" >&2
  exit 64
fi

# Everything is staged first, so a failure leaves the prefix as it was.
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
share="$staging/share"
mkdir -p "$staging/bin" "$share/listenstats/examples" "$share/bash-completion/completions" \
  "$share/zsh/site-functions" "$share/fish/vendor_completions.d" "$share/man/man1"

cp "$binary" "$staging/bin/listenstats"
cp scripts/examples/publish-site.sh "$staging/bin/listenstats-publish-site"
chmod 755 "$staging/bin/listenstats" "$staging/bin/listenstats-publish-site"
cp -R Templates "$share/listenstats/Templates"
mkdir -p "$share/listenstats/docs"
cp docs/*.md "$share/listenstats/docs/"
cp scripts/examples/crontab scripts/examples/config.yaml "$share/listenstats/examples/"
for unit in scripts/examples/listenstats.service scripts/examples/listenstats.timer; do
  if [[ -f "$unit" ]]; then cp "$unit" "$share/listenstats/examples/"; fi
done

# Completions and man pages come from the command definitions, so they match `--help`.
"$binary" --generate-completion-script bash > "$share/bash-completion/completions/listenstats"
"$binary" --generate-completion-script zsh > "$share/zsh/site-functions/_listenstats"
"$binary" --generate-completion-script fish > "$share/fish/vendor_completions.d/listenstats.fish"
if [[ "$man" == true ]]; then
  swift package --allow-writing-to-directory "$share/man/man1" \
    generate-manual --multi-page --output-directory "$share/man/man1" --authors "the ListenStats authors" >&2
fi

if ! mkdir -p "$prefix" || ! cp -R "$staging/bin" "$staging/share" "$prefix/" 2>/dev/null; then
  # cp -R into an existing tree merges; it fails only on a folder that cannot be written.
  echo "install.sh: cannot write to $prefix; run with sudo, or pass --prefix ~/.local" >&2
  exit 73
fi
# A previous install's templates are replaced whole, so removed partials do not linger.
rm -rf "$prefix/share/listenstats/Templates" "$prefix/share/listenstats/docs"
cp -R "$share/listenstats/Templates" "$prefix/share/listenstats/Templates"
cp -R "$share/listenstats/docs" "$prefix/share/listenstats/docs"

echo "installed $prefix/bin/listenstats ($("$prefix/bin/listenstats" --version)), templates, guides, completions$([[ "$man" == true ]] && echo ", man pages")" >&2
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on PATH; cron jobs should call $prefix/bin/listenstats-publish-site" >&2 ;;
esac
