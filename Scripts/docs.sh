#!/usr/bin/env bash
# Builds the documentation as a static site with the toolchain alone (the swift-docc-plugin
# behind `swift package generate-documentation` is not needed): build the library products,
# extract each module's public symbol graph, print its documentation coverage (100 % is
# required of every product), then `docc convert` the two catalogs, Cadence's (the engine)
# and TerminalUI's, with warnings as errors.
#
# Usage: Scripts/docs.sh [OUTPUT_DIR] [--hosting-base-path PATH]
#   OUTPUT_DIR defaults to .build/docs. The engine's site is OUTPUT_DIR itself, TerminalUI's
#   OUTPUT_DIR/terminalui. With --hosting-base-path (for a site not at a domain's root, such
#   as GitHub Pages' https://USER.github.io/cadence/: --hosting-base-path cadence), every
#   link and asset of the site is under that path.
# Open:  python3 -m http.server -d .build/docs 8000, then
#        http://localhost:8000/documentation/cadence and
#        http://localhost:8000/terminalui/documentation/terminalui
set -euo pipefail
cd "$(dirname "$0")/.."
output=.build/docs
base=""
while (( $# > 0 )); do
  case "$1" in
    --hosting-base-path) base=${2:?--hosting-base-path needs a path}; shift 2 ;;
    --hosting-base-path=*) base=${1#*=}; shift ;;
    -*) echo "docs.sh: unknown option $1" >&2; exit 64 ;;
    *) output=$1; shift ;;
  esac
done
base=${base#/}
base=${base%/}
started=$(date +%s%N)

# Every library product of Package.swift, each one module.
modules=(Cadence CadenceTesting CadenceSwiftUI TerminalUI CadenceSystem CadenceStore CadenceWords
  CadencePractice CadenceSound)
for module in "${modules[@]}"; do swift build --target "$module"; done
bin=$(swift build --show-bin-path)
search="$bin/Modules"
[[ -d "$search" ]] || search="$bin"

graphs=.build/symbol-graphs
rm -rf "$graphs"
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
sdk=()
if [[ "$(uname)" == Darwin ]]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" \
    -I "$search" -I Sources/CSQLite -minimum-access-level public \
    -output-dir "$graphs/$module"
  swift Scripts/doc-coverage.swift "$graphs/$module/$module.symbols.json" 100
done

convert() {  # CATALOG MODULE OUTPUT BASE
  local options=()
  [[ -n "$4" ]] && options=(--hosting-base-path "$4")
  rm -rf "$3"
  docc convert "$1" --additional-symbol-graph-dir "$graphs/$2" --output-dir "$3" \
    --fallback-display-name "$2" --fallback-bundle-identifier "org.cadence.$2" \
    --fallback-default-module-kind Framework --transform-for-static-hosting \
    --warnings-as-errors ${options[@]+"${options[@]}"}
}
convert Sources/Cadence/Cadence.docc Cadence "$output.tmp" "$base"
convert Sources/TerminalUI/TerminalUI.docc TerminalUI "$output.tmp/terminalui" \
  "${base:+$base/}terminalui"
rm -rf "$output"
mv "$output.tmp" "$output"

prefix=${base:+/$base}
echo "Documentation: $output ($(( ($(date +%s%N) - started) / 1000000 )) ms);" \
  "open it with: python3 -m http.server -d $output 8000, then" \
  "http://localhost:8000$prefix/documentation/cadence and" \
  "http://localhost:8000$prefix/terminalui/documentation/terminalui" \
  "${base:+(served under /$base: put the directory there)}"
