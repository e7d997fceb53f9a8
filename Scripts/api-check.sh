#!/usr/bin/env bash
# Checks that the public API of every library product of Package.swift has not broken since
# the baseline commit named in .api-baseline, with the toolchain's
# `swift package diagnose-api-breaking-changes` (swift-api-digester; no network). A product
# that was not a library product at the baseline has no API to break yet: the output names
# it, and moving the baseline brings it in.
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
# Every `.library(name: "…"` of a manifest, in order.
libraries() { grep -o '\.library(name: "[A-Za-z0-9_]*"' | sed 's/.*"\(.*\)"/\1/'; }
mapfile -t current < <(libraries < Package.swift)
mapfile -t then < <(git show "$commit:Package.swift" | libraries)
products=()
for product in "${current[@]}"; do
  if printf '%s\n' "${then[@]}" | grep -qx "$product"; then
    products+=("$product")
  else
    echo "api-check: $product was not a library product at ${commit:0:7}: nothing to compare yet"
  fi
done
echo "api-check: ${#products[@]} of ${#current[@]} library products against ${commit:0:7}:" \
  "${products[*]}"
baselines=.build/api-baseline
check() {
  swift package diagnose-api-breaking-changes "$commit" --products "${products[@]}" \
    --baseline-dir "$baselines"
}

# The digester's dump has the `package` declarations too; they are not the libraries' API,
# so the baseline keeps only the public ones (else removing a `package` declaration would
# be reported as a breaking change).
# One marker per product: a product added to the check later gets its baseline then.
missing=()
for product in "${products[@]}"; do
  [[ -f "$baselines/$commit/$product.public-only" ]] || missing+=("$product")
done
if (( ${#missing[@]} > 0 )); then
  # Made anew for every product: the digester may rewrite the ones it finds.
  echo "api-check: building the API baseline of $commit (once; new: ${missing[*]})"
  rm -rf "${baselines:?}/$commit"
  check >/dev/null 2>&1 || true
  dumps=()
  for product in "${products[@]}"; do
    if [[ ! -f "$baselines/$commit/$product.json" ]]; then
      echo "api-check: no baseline was made for $product at $commit" >&2
      exit 1
    fi
    dumps+=("$baselines/$commit/$product.json")
  done
  swift Scripts/api-baseline-public.swift "${dumps[@]}"
  for product in "${products[@]}"; do touch "$baselines/$commit/$product.public-only"; done
fi
check
