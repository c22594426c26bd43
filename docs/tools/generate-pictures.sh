#!/usr/bin/env bash
# Draws docs/pictures/: every example in every presentation as an SVG picture, with the real
# command (`island snapshot NAME --presentation P --format svg`), so the pictures in the README
# and docs/ show what the code draws now.
#
# Usage:
#     bash docs/tools/generate-pictures.sh            # rewrite docs/pictures/
#     bash docs/tools/generate-pictures.sh --check    # exit 1 if a committed picture is stale
#     bash docs/tools/generate-pictures.sh --png DIR  # also render each as DIR/NAME.png (rsvg-convert,
#                                                  # from Debian's librsvg2-bin) to look at them
#
# The pictures are deterministic: a fixed start time, device and theme, numbers with two
# decimals. PictureTests (IslandCommandTests) fails when one is stale, so `swift test` catches a
# layout change that forgot them.
set -euo pipefail
cd "$(dirname "$0")/../.."

check=false
png=""
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check=true ;;
        --png) shift; png="${1:?--png needs a directory}" ;;
        *) echo "generate-pictures: unknown argument $1 (--check, --png DIR)" >&2; exit 2 ;;
    esac
    shift
done

swift build --product island >&2
island="$(swift build --show-bin-path)/island"

# The names `island list` gives under a heading, one a line.
names() { "$island" list | awk -v heading="$1:" '$0 == heading { on = 1; next } /^[^ ]/ { on = 0 } on { print $1 }'; }

out="docs/pictures"
target="$out"
if $check; then target="$(mktemp -d)"; trap 'rm -rf "$target"' EXIT; fi
mkdir -p "$target"
# Pictures of the previewer and of Motion are drawn by IslandPreviewTests (PreviewPictureTests).
$check || find "$target" -name "*.svg" ! -name "previewer-*" ! -name "motion-*" -delete

for example in $(names examples); do
    for presentation in $(names presentations); do
        file="$target/$example-$presentation.svg"
        "$island" snapshot "$example" --presentation "$presentation" --format svg > "$file"
        if [ -n "$png" ]; then
            mkdir -p "$png"
            rsvg-convert -o "$png/$example-$presentation.png" "$file"
        fi
    done
done

if $check; then
    if ! diff -r -q "$out" "$target" >&2; then
        echo "generate-pictures: docs/pictures is stale; run bash docs/tools/generate-pictures.sh" >&2
        exit 1
    fi
    echo "generate-pictures: docs/pictures is up to date" >&2
else
    echo "generate-pictures: wrote $(ls "$out"/*.svg | wc -l) pictures to $out" >&2
fi
