#!/usr/bin/env bash
# Installs the Debian packages ListenStats needs to build and to draw, only when missing.
# Idempotent: a machine that already has everything runs no apt-get at all.
# Usage: scripts/install-system-deps.sh [--test|--bench]   (--test adds what the test suite uses,
#        --bench what scripts/bench-*.sh use)
set -euo pipefail

packages=(pkg-config libcairo2-dev libpango1.0-dev libjpeg62-turbo-dev zlib1g-dev libsqlite3-dev fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(cmark-gfm chromium python3-jsonschema python3-feedparser time sqlite3 hugo)
elif [[ "${1:-}" == "--bench" ]]; then
  packages+=(hyperfine)
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
  run_as_root=()
elif command -v sudo >/dev/null 2>&1; then
  run_as_root=(sudo)
else
  echo "listenstats setup: need root or sudo to install: ${missing[*]}" >&2
  exit 1
fi

echo "listenstats setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${run_as_root[@]}" apt-get update -qq
"${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
