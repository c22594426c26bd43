#!/usr/bin/env bash
# Fuzzes one of TermIsland's fuzz targets (or all of them) with libFuzzer for a number of seconds.
#
#     Tests/IslandFuzzingTests/fuzz.sh NAME SECONDS        NAME: scenario payload theme views state text layout keys, or all
#     Tests/IslandFuzzingTests/fuzz.sh --list
#
# Builds `island-fuzz` with -sanitize=fuzzer,address in its own scratch directory (.build-fuzz,
# so ordinary `swift build` and `swift test` are untouched), then runs it on a working corpus
# seeded from Tests/IslandFuzzingTests/corpus/NAME. Each input has a time limit (FUZZ_TIMEOUT seconds, default 10):
# an input that takes longer is a finding, as a crash or a broken invariant is. Findings are
# written to .build-fuzz/findings/NAME/ and the script exits 1; the figures of each run (inputs
# run, coverage, corpus) are printed at the end and kept in .build-fuzz/logs/NAME.log.
#
# FUZZ_CONFIGURATION=debug builds without optimisation (quicker to build, slower to run: CI's
# short runs); release is the default. FUZZ_SEED fixes libFuzzer's random seed.
set -euo pipefail
cd "$(dirname "$0")/../.."

targets=(scenario payload theme views state text layout keys)
if [ "${1:-}" = "--list" ]; then printf '%s\n' "${targets[@]}"; exit 0; fi
if [ $# -ne 2 ] || ! [[ "$2" =~ ^[0-9]+$ ]]; then
    echo "usage: Tests/IslandFuzzingTests/fuzz.sh NAME SECONDS   (NAME: ${targets[*]}, or all)" >&2
    exit 2
fi
name=$1
seconds=$2
if [ "$name" = all ]; then
    selected=("${targets[@]}")
else
    found=0
    for target in "${targets[@]}"; do [ "$target" = "$name" ] && found=1; done
    if [ $found = 0 ]; then
        echo "fuzz: unknown target \"$name\" (targets: ${targets[*]}, or all)" >&2
        exit 2
    fi
    selected=("$name")
fi

configuration=${FUZZ_CONFIGURATION:-release}
scratch=.build-fuzz
echo "fuzz: building island-fuzz ($configuration, -sanitize=fuzzer,address) in $scratch"
TERMISLAND_FUZZING=1 swift build -c "$configuration" --scratch-path "$scratch" --product island-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -v "Cannot export local symbol" | tail -3
binary="$scratch/$configuration/island-fuzz"

# Scenarios name payload and views files beside them: the fuzzer runs where docs/scenarios' are.
workdir="$scratch/work"
rm -rf "$workdir"
mkdir -p "$workdir"
cp -R docs/scenarios/payloads docs/scenarios/views "$workdir/"

status=0
for target in "${selected[@]}"; do
    corpus="$scratch/corpus/$target"
    findings="$scratch/findings/$target"
    log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    echo "fuzz: $target for ${seconds}s"
    set +e
    (cd "$workdir" && ISLAND_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=0 "../../$binary" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 -max_len=16384 \
        -artifact_prefix="../../$findings/" -print_final_stats=1 ${FUZZ_SEED:+-seed=$FUZZ_SEED} \
        "../../$corpus" "../../Tests/IslandFuzzingTests/corpus/$target" </dev/null) >"$log" 2>&1
    result=$?
    set -e
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    coverage=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || echo "cov: ?")
    corpus_size=$(ls "$corpus" | wc -l)
    if [ $result -ne 0 ]; then
        echo "fuzz: $target: FINDING after $runs inputs ($coverage); input in $findings/, log $log" >&2
        grep -E "fuzz finding|ERROR: |Fatal error|==ERROR|timeout|out-of-memory" "$log" | head -5 >&2
        status=1
    else
        echo "fuzz: $target: $runs inputs in ${seconds}s, $coverage, corpus $corpus_size, no finding"
    fi
done
exit $status
