#!/usr/bin/env bash
# Queues the weekly sharded run on Slurm: the shards as a job array, then the merge once
# every array task has ended, however it ended (afterany: a failed shard does not stop the
# merge; the merge keeps that shard's previous pages and exits 4).
#
# Usage: submit.sh [more sbatch options for both jobs, e.g. --partition=batch]
# Run it from the folder that should hold logs/ (shard-N.log, merge.log), e.g. weekly
# from cron on a login node:
#   17 6 * * 1  cd /srv/listenstats/slurm && ./submit.sh
# Afterwards: sacct -j ARRAY_ID,MERGE_ID   (the array's tasks and the merge, with exit codes)
# Exit: 0 both queued; otherwise sbatch's code (the merge is not queued if the array was not).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p logs

# --parsable prints "jobid" or "jobid;cluster".
array_id="$(sbatch --parsable "$@" "$here/shards.sbatch")"
array_id="${array_id%%;*}"
merge_id="$(sbatch --parsable --dependency="afterany:$array_id" "$@" "$here/merge.sbatch")"
merge_id="${merge_id%%;*}"
echo "listenstats: shards are job array $array_id, the merge is job $merge_id (logs in $PWD/logs)"
