#!/usr/bin/env bash
# The weekly sharded run on Kubernetes: the shards, then the merge, in order.
#   1. delete last week's Jobs (a Job runs once; applying an unchanged one starts nothing)
#   2. apply shards-job.yaml and wait until it is Complete or Failed
#   3. apply merge-job.yaml, whichever it was (the merge keeps a failed shard's old pages)
#   4. wait for the merge and exit with its code
# The volume, the config and the Secret must exist first: `kubectl apply -k .` and
# `kubectl create secret generic listenstats-tokens --from-env-file=tokens.env`.
#
# Usage: weekly.sh   (from cron, a CI schedule, or a CronJob whose ServiceAccount may
#                     create, get and delete Jobs and list Pods)
# Environment:
#   NAMESPACE       the namespace (default: kubectl's current one)
#   SHARDS_TIMEOUT  seconds to wait for the shards (default 23400: the Job's own 6 h
#                   deadline, activeDeadlineSeconds, plus a margin)
#   MERGE_TIMEOUT   seconds to wait for the merge (default 2100)
# Exit: the merge's code: 0 done, 4 a shard (or some users) failed, the others published
# (also when the merge succeeded but the shards Job failed);
# 75 a Job neither completed nor failed in time (no merge is started while shards may still
# run); 1 kubectl failed.
set -uo pipefail
cd "$(dirname "$0")" || exit 1

kubectl=(kubectl)
if [[ -n "${NAMESPACE:-}" ]]; then
  kubectl+=(--namespace "$NAMESPACE")
fi
shards_timeout="${SHARDS_TIMEOUT:-23400}"
merge_timeout="${MERGE_TIMEOUT:-2100}"

# Prints Complete or Failed once the Job has one of those conditions; returns 1 on timeout.
# (`kubectl wait` takes one condition, and a Job with a failed shard never becomes Complete.)
wait_for_job() {
  local job="$1" timeout="$2" deadline conditions
  deadline=$((SECONDS + timeout))
  while ((SECONDS < deadline)); do
    conditions="$("${kubectl[@]}" get job "$job" \
      -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type}{" "}{end}')" || return 1
    case " $conditions " in
      *" Complete "*) echo Complete; return 0 ;;
      *" Failed "*) echo Failed; return 0 ;;
    esac
    sleep "${POLL_SECONDS:-20}"
  done
  return 1
}

"${kubectl[@]}" delete job listenstats-shards listenstats-merge --ignore-not-found \
  --cascade=foreground --wait=true || exit 1
"${kubectl[@]}" apply -f shards-job.yaml || exit 1

if ! shards="$(wait_for_job listenstats-shards "$shards_timeout")"; then
  echo "weekly: listenstats-shards neither completed nor failed in ${shards_timeout}s; no merge" >&2
  exit 75
fi
if [[ "$shards" == Failed ]]; then
  failed="$("${kubectl[@]}" get job listenstats-shards -o jsonpath='{.status.failedIndexes}')"
  echo "weekly: the shards Job failed (failed shards: ${failed:-none listed, see its conditions}); merging anyway" >&2
fi

"${kubectl[@]}" apply -f merge-job.yaml || exit 1
if ! wait_for_job listenstats-merge "$merge_timeout" >/dev/null; then
  echo "weekly: listenstats-merge neither completed nor failed in ${merge_timeout}s" >&2
  exit 75
fi

# The exit code of the merge's last pod (its log names any shard it could not merge).
status="$("${kubectl[@]}" get pods -l batch.kubernetes.io/job-name=listenstats-merge \
  --sort-by=.metadata.creationTimestamp \
  -o jsonpath='{.items[-1:].status.containerStatuses[0].state.terminated.exitCode}')" || exit 1
echo "weekly: shards $shards, merge exited ${status:-?}; logs: kubectl logs job/listenstats-merge" >&2
if [[ ! "$status" =~ ^[0-9]+$ ]]; then
  exit 1
fi
# A shard that failed with only some of its users (exit 4) is still merged: say so anyway.
if [[ "$status" -eq 0 && "$shards" == Failed ]]; then
  exit 4
fi
exit "$status"
