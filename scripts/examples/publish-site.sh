#!/usr/bin/env bash
# Builds the site with `listenstats run` into a git working copy and commits (and pushes, with
# --push) only when files changed. The same listens give the same bytes, so a week with nothing
# new makes no commit.
#
# Usage: publish-site.sh SITE_REPO [--push] [more `listenstats run` options]
#   SITE_REPO   a git working copy the site is written into (e.g. a GitHub Pages repository)
# Environment:
#   LISTENSTATS       the binary (default: listenstats on PATH)
#   LISTENSTATS_ENV   a file of VAR=value lines to load first (tokens; keep it chmod 600)
# Exit: 0 published or nothing new; otherwise `listenstats run`'s code (4: published, some
# users failed; 5: another run busy; see "Exit codes" in docs/cron.md).
set -uo pipefail

site_repo="${1:?usage: publish-site.sh SITE_REPO [--push] [listenstats run options]}"
shift
push=false
if [[ "${1:-}" == "--push" ]]; then
  push=true
  shift
fi
if [[ -n "${LISTENSTATS_ENV:-}" ]]; then
  set -a
  # shellcheck disable=SC1090
  . "$LISTENSTATS_ENV"
  set +a
fi
if ! git -C "$site_repo" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "publish-site: $site_repo is not a git working copy; run: git init $site_repo" >&2
  exit 78
fi

"${LISTENSTATS:-listenstats}" run --quiet --output "$site_repo" "$@"
status=$?
case "$status" in
  0 | 4) ;;            # something was built (4: not for every user)
  3) exit 0 ;;         # nothing new: nothing to commit
  *) exit "$status" ;; # nothing trustworthy to publish
esac

cd "$site_repo" || exit 1
git add -A
if git diff --cached --quiet; then
  exit "$status"
fi
git -c user.name="${GIT_AUTHOR_NAME:-listenstats}" -c user.email="${GIT_AUTHOR_EMAIL:-listenstats@localhost}" \
  commit --quiet --message "listenstats: update $(date -u +%Y-%m-%d)"
if $push; then
  git push --quiet || exit 75
fi
exit "$status"
