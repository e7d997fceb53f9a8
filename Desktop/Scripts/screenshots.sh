#!/usr/bin/env bash
# Re-takes every screenshot in Desktop/screenshots/ with --screenshot (the engine at a fixed
# instant, nothing waited for), the history and programs pages over a sample of two weeks
# imported with the terminal app. Chinese pages need a CJK font (fonts-noto-cjk or
# fonts-wqy-microhei). Run it under Xvfb:
#   dbus-run-session -- xvfb-run -a Desktop/Scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product cadence >/dev/null
swift build --package-path Desktop >/dev/null 2>&1
cadence=.build/debug/cadence
desktop=Desktop/.build/debug/cadence-desktop
shots=Desktop/screenshots
export LANG=C.UTF-8 GSK_RENDERER=cairo GTK_A11Y=none
unset LC_ALL LC_MESSAGES
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

# Two weeks of sessions, at 08:00 (UTC) each day and today's ending now; the minutes vary.
sample="$data/sample.json"
{
  printf '{"format":"cadence-export","version":2,"exportedAt":"%s","sessions":[' \
    "$(date -u +%Y-%m-%dT%H:%M:%S.000Z)"
  minutes=(6 9 12 4 9 0 15 7 10 13 5 11 8 0)
  separator=
  for day in $(seq 13 -1 0); do
    m=${minutes[$day]}
    (( m == 0 )) && continue
    at="$(date -u +%Y-%m-%d) 08:00 $day days ago"
    (( day == 0 )) && at="$(date -u '+%Y-%m-%d %H:%M') $((m + 1)) minutes ago"
    start=$(date -u -d "$at" +%Y-%m-%dT%H:%M:%S.000Z)
    end=$(date -u -d "$at $m minutes" +%Y-%m-%dT%H:%M:%S.000Z)
    case $((day % 3)) in
      0) kind=breathing name=4-7-8 label=null ;;
      1) kind=focus name=pomodoro label='"Writing"' ;;
      2) kind=breathing name=box label=null ;;
    esac
    printf '%s{"id":"%s","kind":"%s","name":"%s","label":%s,"status":"completed",' \
      "$separator" "$(cat /proc/sys/kernel/random/uuid | tr a-z A-Z)" "$kind" "$name" "$label"
    printf '"startedAt":"%s","utcOffsetSeconds":0,"endedAt":"%s","endedUtcOffsetSeconds":0,' \
      "$start" "$end"
    printf '"plannedMilliseconds":%d,"activeMilliseconds":%d,"cyclesCompleted":0}' \
      $((m * 60000)) $((m * 60000))
    separator=,
  done
  printf '],"journal":[],"programs":[],"patterns":[],"settings":[],"removed":[]}\n'
}>"$sample"
TZ=UTC "$cadence" import --data-dir "$data" "$sample" >/dev/null

shot() { # file, arguments...
  local file=$1; shift
  TZ=UTC "$desktop" --data-dir "$data" --screenshot "$shots/$file" "$@"
}
shot breathe-chooser.png --page breathe --pattern 4-7-8 --cycles 4
shot breathe-inhale.png --page breathe --pattern 4-7-8 --cycles 4 --at 5
shot breathe-hold.png --page breathe --pattern 4-7-8 --cycles 4 --at 10
shot breathe-reduce-motion.png --page breathe --pattern 4-7-8 --cycles 4 --at 5 --reduce-motion
shot breathe-note.png --page breathe --pattern 4-7-8 --cycles 4 --at 80
shot timer.png --page timer --timer 25m --at 61
shot pomodoro.png --page pomodoro --label Writing --at 61
shot pomodoro-break.png --page pomodoro --label Writing --at 1620
shot history.png --page history
shot programs.png --page programs
shot breathe-chooser-zh.png --lang zh-Hans --page breathe --pattern 4-7-8 --cycles 4
shot breathe-zh.png --lang zh-Hans --page breathe --pattern 4-7-8 --cycles 4 --at 5
shot timer-zh.png --lang zh-Hans --page timer --timer 25m --at 61
shot pomodoro-zh.png --lang zh-Hans --page pomodoro --at 61
shot history-zh.png --lang zh-Hans --page history
