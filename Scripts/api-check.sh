#!/usr/bin/env bash
# Checks that the public API of the library products an app adopts (Cadence, CadenceTesting,
# CadenceSwiftUI, TerminalUI) has not broken
# since the baseline commit named in .api-baseline, with the toolchain's
# `swift package diagnose-api-breaking-changes` (swift-api-digester; no network).
#
# Additions pass. A breaking change (a public symbol removed, renamed or changed) fails: if
# it is meant, move .api-baseline to the new commit in the same change and say why in
# CHANGELOG.md (semantic versioning: a breaking change is a new major version, or a new
# minor one while the version is 0.x).
#
# The baseline's API is built once from a checkout of that commit (a debug build of the
# package: about 1-2 minutes on a clean machine) and kept in .build/api-baseline/COMMIT;
# later runs take seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=$(tr -d '[:space:]' < .api-baseline)
if ! commit=$(git rev-parse --verify --quiet "$baseline^{commit}"); then
  echo "api-check: the baseline '$baseline' in .api-baseline is not a commit of this clone" \
    "(a shallow clone? fetch it: git fetch --unshallow)" >&2
  exit 1
fi
products=(Cadence CadenceTesting CadenceSwiftUI TerminalUI)
baselines=.build/api-baseline
check() {
  swift package diagnose-api-breaking-changes "$commit" --products "${products[@]}" \
    --baseline-dir "$baselines"
}

# The digester's dump has the `package` declarations too; they are not the libraries' API,
# so the baseline keeps only the public ones (else removing a `package` declaration would
# be reported as a breaking change).
if [[ ! -f "$baselines/$commit/.public-only" ]]; then
  echo "api-check: building the API baseline of $commit (once)"
  check >/dev/null 2>&1 || true
  for product in "${products[@]}"; do
    if [[ ! -f "$baselines/$commit/$product.json" ]]; then
      echo "api-check: no baseline was made for $product at $commit" >&2
      exit 1
    fi
  done
  swift Scripts/api-baseline-public.swift "$baselines/$commit/"*.json
  touch "$baselines/$commit/.public-only"
fi
check
