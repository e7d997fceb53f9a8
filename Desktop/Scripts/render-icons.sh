#!/usr/bin/env bash
# Renders the app icon (Resources/dev.cadence.Desktop.svg) at the hicolor sizes into
# Resources/icons/NxN.png, which are committed: `make install` then needs no renderer.
# Run it after changing the svg (Debian: apt-get install -y librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../Resources"
for size in 16 24 32 48 64 128 256 512; do
  rsvg-convert --width "$size" --height "$size" dev.cadence.Desktop.svg \
    --output "icons/${size}x${size}.png"
done
