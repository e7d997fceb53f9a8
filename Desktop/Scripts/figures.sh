#!/usr/bin/env bash
# Figures for the desktop app, side by side in one run under one Xvfb server: CPU per
# minute, peak resident memory and frames per second of a 60 s breathing session (4-7-8,
# three cycles after the 3 s count-in) and of a running 1-minute timer, each beside the
# same window redrawn on every frame (--redraw-every-frame, 60 Hz), and of a one-minute
# pomodoro; and the time to the first frame, from the process's exec (its start time in
# /proc/self/stat, to a 10 ms tick) and from main.
# Usage: Desktop/Scripts/figures.sh [RENDERER] (default cairo).
# Run it under Xvfb: dbus-run-session -- xvfb-run -a Desktop/Scripts/figures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null 2>&1
bin=.build/release/cadence-desktop
export GSK_RENDERER="${1:-cairo}" GTK_A11Y=none
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

run() { # name, arguments...
  local name=$1; shift
  mkdir -m 700 "$out/$name"
  /usr/bin/time -f "%U %S %M %e" -o "$out/$name.time" \
    "$bin" --data-dir "$out/$name" --start --quit-at-end "$@" >/dev/null 2>&1
}
run breathe --page breathe --pattern 4-7-8 --cycles 3 --frame-log "$out/breathe.log" &
run breathe-60hz --page breathe --pattern 4-7-8 --cycles 3 --redraw-every-frame \
  --frame-log "$out/breathe-60hz.log" &
wait
run timer --page timer --timer 1m &
run timer-60hz --page timer --timer 1m --redraw-every-frame &
# A pomodoro of one set: 59 s of focus and a 1 s long break.
run pomodoro --page pomodoro --work 59 --long 1 --every 1 &
wait

printf '%-14s %10s %8s %11s %9s %19s %19s\n' run "CPU s/min" "peak MB" "inhale fps" \
  "hold fps" "first frame (exec)" "first frame (main)"
for name in breathe breathe-60hz timer timer-60hz pomodoro; do
  read -r user system rss wall < "$out/$name.time"
  cpu=$(echo "($user + $system) * 60 / $wall" | bc -l)
  inhale=- hold=- exec=- main=-
  if [[ -f "$out/$name.log" ]]; then
    # Drawn frames per second of phase: 3 inhales of 4 s, 3 holds of 7 s.
    inhale=$(awk '$4 == "inhale"' "$out/$name.log" | wc -l | awk '{printf "%.1f", $1 / 12}')
    hold=$(awk '$4 == "holdAfterInhale"' "$out/$name.log" | wc -l | awk '{printf "%.1f", $1 / 21}')
    exec=$(awk '/^# first frame/ {print $4 " ms"}' "$out/$name.log")
    main=$(awk '/^# first frame/ {print $8 " ms"}' "$out/$name.log")
  fi
  printf '%-14s %10.3f %8.1f %11s %9s %19s %19s\n' "$name" "$cpu" \
    "$(echo "$rss / 1024" | bc -l)" "$inhale" "$hold" "$exec" "$main"
done
