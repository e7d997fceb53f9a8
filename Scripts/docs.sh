#!/usr/bin/env bash
# Builds the documentation of the Cadence module as a static site, with the toolchain alone
# (the swift-docc-plugin behind `swift package generate-documentation` is not needed):
# build the module, extract its public symbol graph, print the documentation coverage
# (100 % is required), then `docc convert` the catalog with warnings as errors.
#
# Usage: Scripts/docs.sh [OUTPUT_DIR]     (default .build/docs)
# Open:  python3 -m http.server -d .build/docs 8000, then
#        http://localhost:8000/documentation/cadence
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
started=$(date +%s%N)

swift build --target Cadence
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
[[ -d "$modules" ]] || modules="$bin"

graphs=.build/symbol-graphs
rm -rf "$graphs"
mkdir -p "$graphs"
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
sdk=()
if [[ "$(uname)" == Darwin ]]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
swift-symbolgraph-extract -module-name Cadence -target "$triple" "${sdk[@]}" -I "$modules" \
  -minimum-access-level public -skip-inherited-docs -output-dir "$graphs"

swift Scripts/doc-coverage.swift "$graphs/Cadence.symbols.json" 100

# The practice layer, the system floor and sound, products a front end adopts too: every public
# symbol documented (their symbol graphs only; the site is the engine's catalog).
swift build --target CadencePractice
swift build --target CadenceSound
for module in CadencePractice CadenceSystem CadenceSound; do
  rm -rf "$graphs-coverage/$module"
  mkdir -p "$graphs-coverage/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" \
    -I "$modules" -I Sources/CSQLite -minimum-access-level public -skip-inherited-docs \
    -output-dir "$graphs-coverage/$module"
  swift Scripts/doc-coverage.swift "$graphs-coverage/$module/$module.symbols.json" 100
done

rm -rf "$output"
docc convert Sources/Cadence/Cadence.docc --additional-symbol-graph-dir "$graphs" \
  --output-dir "$output" --fallback-display-name Cadence \
  --fallback-bundle-identifier org.cadence.Cadence --fallback-default-module-kind Framework \
  --warnings-as-errors

echo "Documentation: $output ($(( ($(date +%s%N) - started) / 1000000 )) ms);" \
  "open it with: python3 -m http.server -d $output 8000, then" \
  "http://localhost:8000/documentation/cadence"
