#!/usr/bin/env bash
# Builds and runs the kiwi reference benchmark: the same row-of-boxes cases as
# `island-bench solver`, against kiwi, the C++ Cassowary solver inside kiwisolver's source
# distribution on PyPI. Nothing here is part of the package; kiwi is fetched into a scratch
# folder (default: .build-kiwi/, ignored by git) and never committed.
#
#     bash Tests/Benchmarks/kiwi-reference/run.sh > kiwi.jsonl        # about 15 minutes on 2 cores
#     bash Tests/Benchmarks/kiwi-reference/run.sh 100 > kiwi.jsonl    # N = 10 and 100 only
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${KIWI_WORK:-$here/../../../.build-kiwi}"
version="${KIWI_VERSION:-1.5.1}"
mkdir -p "$work"
cd "$work"
if [ ! -d "kiwisolver-$version/kiwi" ]; then
    pip download --quiet --no-deps --no-binary :all: "kiwisolver==$version" -d .
    tar xzf "kiwisolver-$version.tar.gz"
fi
g++ -O2 -std=c++17 -I"kiwisolver-$version" "$here/bench.cpp" -o kiwi-bench
./kiwi-bench "$@"
