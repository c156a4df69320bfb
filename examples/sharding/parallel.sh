#!/usr/bin/env bash
# The weekly sharded run with GNU parallel: the shards on a few machines over ssh, then the
# merge on one of them, whatever became of the shards.
#
# On one machine, the whole thing is one line (4 shards, then the merge):
#   parallel -j4 listenstats run --config C --shard {}/4 ::: 0 1 2 3; listenstats run --config C --merge
#
# Every host needs the listenstats binary (with its libraries and fonts) on the PATH of a
# non-interactive ssh login, the shared volume mounted at the same path (here
# /srv/listenstats: the config, the databases, site/ and site.shards/), its tokens in a
# chmod 600 file of LB_TOKEN_ROB=... lines, and ssh from this machine without a password.
# See docs/sharding.md.
#
# Usage: parallel.sh
# Environment:
#   HOSTS          ssh logins for parallel -S: "2/host1,2/host2" runs two shards at a time on
#                  each (one per core of a 2-core host); unset: every shard on this machine
#   SSHLOGINFILE   or a file of such logins, one a line (parallel --sshloginfile)
#   SHARDS         the number of shards, as `shards:` in the config (default 4)
#   CONFIG         the config, at the same path on every host (default /srv/listenstats/config.yaml)
#   TOKENS         the tokens file on every host (default $HOME/.config/listenstats/tokens.env,
#                  $HOME being each host's)
#   MERGE_HOST     run the merge there over ssh (default: on this machine, which then needs
#                  the binary and the volume too)
#   PARALLEL_SSH   the ssh command for the shards and the merge (default ssh)
#   LOGS           where the logs go on this machine (default ./logs): shard-N.log (a shard's
#                  log lines and summary), joblog.tsv (parallel's record, with exit codes),
#                  merge.log
# Exit: the merge's code (0 done, 4 a shard failed and its users kept their previous pages,
# see "Exit codes" in docs/sharding.md); 4 also when the merge succeeded but a shard did
# not (e.g. some of its users failed). Not parallel's own: that is the number of failed
# shards, and it never stops the merge.
set -uo pipefail

shards="${SHARDS:-4}"
config="${CONFIG:-/srv/listenstats/config.yaml}"
# shellcheck disable=SC2016 # $HOME stays as written: each host expands its own
default_tokens='$HOME/.config/listenstats/tokens.env'
tokens="${TOKENS:-$default_tokens}"
logs="${LOGS:-logs}"
listenstats="${LISTENSTATS:-listenstats}"
mkdir -p "$logs" || exit 73

# Run by the login shell of each host (sh-compatible); {} is the shard index.
load_tokens="if [ -r \"$tokens\" ]; then set -a; . \"$tokens\"; set +a; fi"
shard_command="$load_tokens; $(printf '%q ' "$listenstats" run --config "$config") --shard {}/$shards --log-format json --wait 600 2>&1"

where=()
if [[ -n "${SSHLOGINFILE:-}" ]]; then
  where=(--sshloginfile "$SSHLOGINFILE")
elif [[ -n "${HOSTS:-}" ]]; then
  where=(-S "$HOSTS")
else
  where=(-j "$shards")
fi

# --halt never: a failed shard never stops the others. --results: each shard's output in
# its own file. A killed parallel (Ctrl-C) stops its remote jobs too.
parallel "${where[@]}" --halt never --joblog "$logs/joblog.tsv" \
  --results "$logs/shard-{}.log" "$shard_command" ::: $(seq 0 $((shards - 1)))
failed_shards="$(awk -F '\t' 'NR > 1 && (($7 != 0 && $7 != 3) || $8 != 0) { printf "%s%d", sep, $1 - 1; sep = " " }' "$logs/joblog.tsv")"
if [[ -n "$failed_shards" ]]; then
  echo "parallel.sh: shards that failed: $failed_shards (exit codes in $logs/joblog.tsv); merging anyway" >&2
fi

merge=("$listenstats" run --config "$config" --merge --log-format json)
if [[ -n "${MERGE_HOST:-}" ]]; then
  read -ra ssh <<<"${PARALLEL_SSH:-ssh}" # parallel's ssh command, if you set one
  # shellcheck disable=SC2029 # quoted here on purpose, for the remote shell
  "${ssh[@]}" "$MERGE_HOST" "$(printf '%q ' "${merge[@]}")" >"$logs/merge.log" 2>&1
else
  "${merge[@]}" >"$logs/merge.log" 2>&1
fi
status=$?
echo "parallel.sh: merge exited $status (log: $logs/merge.log)" >&2
if [[ $status -eq 0 || $status -eq 3 ]] && [[ -n "$failed_shards" ]]; then
  exit 4
fi
exit "$status"
