#!/usr/bin/env bash
# Cadence's timer page beside GNOME Clocks's timer, both running at once under one X
# server, side by side, for 60 s: CPU seconds per minute (utime + stime from
# /proc/PID/stat), context switches per second (voluntary + nonvoluntary, from
# /proc/PID/status: the main thread, as GNOME's figures are usually taken, and from every
# thread's /proc/PID/task/*/status: a thread that ends meanwhile takes its count along), and
# peak resident memory (VmHWM).
#
# For the measurement only (not in .ci/run): it needs gnome-clocks and xdotool (Clocks has
# no option to start a timer: its Timer tab, its 5 m preset and its start button are
# clicked where Clocks 43 draws them in its default 870 × 690 window at the top left).
#   apt-get install -y gnome-clocks xdotool
#   dbus-run-session -- xvfb-run -a -s "-screen 0 1600x900x24" Desktop/Scripts/beside-clocks.sh
# Usage: beside-clocks.sh [SECONDS] (default 60). Both draw with GSK_RENDERER=cairo unless
# it is set (software GL under Xvfb costs each of them far more than it would on a desktop).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
swift build -c release --product cadence-desktop >/dev/null 2>&1
bin=$PWD/.build/release/cadence-desktop
export GSK_RENDERER="${GSK_RENDERER:-cairo}" GTK_A11Y=none
# Neither plays into a sound server the machine may run.
export PULSE_SERVER=unix:/nonexistent
out=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$out"' EXIT

# Clocks keeps its timers in GSettings: in memory, it starts with none, every run alike, and
# nothing is written to the home directory.
GSETTINGS_BACKEND=memory gnome-clocks >/dev/null 2>&1 &
clocks=$!
pids+=("$clocks")
xdotool search --sync --onlyvisible --pid "$clocks" --name Clocks >/dev/null
sleep 2
xdotool mousemove 627 27 click 1   # the Timer tab
sleep 1
xdotool mousemove 558 241 click 1  # 5 m
sleep 1
xdotool mousemove 435 542 click 1  # start
sleep 1
mkdir -m 700 "$out/data"
"$bin" --data-dir "$out/data" --page timer --timer 5m --start --no-sound >/dev/null 2>&1 &
cadence=$!
pids+=("$cadence")
xdotool search --sync --onlyvisible --pid "$cadence" --name Cadence >/dev/null
for window in $(xdotool search --pid "$cadence" --onlyvisible --name Cadence); do
  xdotool windowmove "$window" 880 0
done
sleep 2

ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# The scheduler's own count of time on a CPU, in nanoseconds, of every thread alive: the
# tick-sampled utime + stime above are whole 10 ms ticks, a tenth of a minute's figure.
ran() { cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{n += $1} END {printf "%d", n}'; }
main_switches() {
  awk '/^(non)?voluntary_ctxt_switches/ {n += $2} END {print n}' "/proc/$1/status"
}
all_switches() {
  cat /proc/"$1"/task/*/status 2>/dev/null \
    | awk '/^(non)?voluntary_ctxt_switches/ {n += $2} END {print n}'
}
declare -A cpu0 ran0 main0 all0
for name in clocks cadence; do
  pid=${!name}
  cpu0[$name]=$(cpu "$pid")
  ran0[$name]=$(ran "$pid")
  main0[$name]=$(main_switches "$pid")
  all0[$name]=$(all_switches "$pid")
done
sleep "$seconds"
printf '%-18s %10s %12s %16s %16s %8s %8s\n' "$seconds s, running" "CPU s/min" \
  "(schedstat)" "main thread cs/s" "all threads cs/s" "threads" "peak MB"
for name in clocks cadence; do
  pid=${!name}
  used=$(( $(cpu "$pid") - cpu0[$name] ))
  nanoseconds=$(( $(ran "$pid") - ran0[$name] ))
  main=$(( $(main_switches "$pid") - main0[$name] ))
  all=$(( $(all_switches "$pid") - all0[$name] ))
  threads=$(ls "/proc/$pid/task" | wc -l)
  peak=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status")
  label=$([[ $name == clocks ]] && echo "GNOME Clocks $(gnome-clocks --version 2>/dev/null \
    | awk '{print $NF}')" || echo "Cadence timer")
  printf '%-18s %10.3f %12.3f %16.1f %16.1f %8d %8.1f\n' "$label" \
    "$(echo "$used / $ticks * 60 / $seconds" | bc -l)" \
    "$(echo "$nanoseconds / 1000000000 * 60 / $seconds" | bc -l)" \
    "$(echo "$main / $seconds" | bc -l)" "$(echo "$all / $seconds" | bc -l)" \
    "$threads" "$(echo "$peak / 1024" | bc -l)"
done
