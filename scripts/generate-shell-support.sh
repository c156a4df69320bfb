#!/usr/bin/env bash
# Generates shell completions (bash, zsh, fish) and the man page from the command definitions,
# so they never drift from `--help`. Output goes to Output/share/ in the layout of a prefix:
#   Output/share/bash-completion/completions/listenstats
#   Output/share/zsh/site-functions/_listenstats
#   Output/share/fish/vendor_completions.d/listenstats.fish
#   Output/share/man/man1/listenstats.1 (plus one page per subcommand)
# Install with e.g.  sudo cp -r Output/share/* /usr/local/share/
# Usage: scripts/generate-shell-support.sh [PATH-TO-listenstats]
set -euo pipefail
cd "$(dirname "$0")/.."

binary="${1:-}"
if [[ -z "$binary" ]]; then
  swift build -c release --product listenstats >&2
  binary=".build/release/listenstats"
fi
share="Output/share"
mkdir -p "$share/bash-completion/completions" "$share/zsh/site-functions" "$share/fish/vendor_completions.d" "$share/man/man1"

"$binary" --generate-completion-script bash > "$share/bash-completion/completions/listenstats"
"$binary" --generate-completion-script zsh > "$share/zsh/site-functions/_listenstats"
"$binary" --generate-completion-script fish > "$share/fish/vendor_completions.d/listenstats.fish"

# ArgumentParser's own manual generator (a package plugin): it reads the same definitions
# through `listenstats --experimental-dump-help` and writes mdoc pages.
swift package --allow-writing-to-directory "$share/man/man1" \
  generate-manual --multi-page --output-directory "$share/man/man1" --authors "the ListenStats authors" >&2

echo "completions and man pages in $share/" >&2
