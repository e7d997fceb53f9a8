#!/bin/sh
# Compare DisplayWidth (Sources/TerminalUI/Width) with where a real terminal, tmux, puts the
# cursor after printing the same text. Not part of `swift test`: it needs tmux and a
# UTF-8 locale, and terminals legitimately disagree on emoji sequences.
#
# Usage: Scripts/check-width-against-tmux.sh
# Prints one line per case: our width, tmux's, and AGREE / DIFFER. Exit status 0 always
# (the differences are documented, not failures); 2 if tmux is missing.
#
# "ours" is the width DisplayWidthTests asserts for the same string; keep both in step.
#
# Last run (tmux 3.3a, Debian 12): 19 of 24 agree. tmux differs exactly where terminals
# disagree among themselves: it ignores VS16 (text-default base + U+FE0F stays 1 column),
# draws keycaps as 1, a skin-toned emoji as 4 (base + modifier as two wide glyphs) and the
# rainbow flag as 1 (it measures the first scalar, U+1F3F3, a text-default pictograph).
# We follow Unicode's emoji presentation rules (UTS #51), as kitty, WezTerm, foot and
# iTerm2 do; fixed layouts avoid these sequences (see shared/PLATFORM.md).
set -u
TMUX_BIN=${TMUX_BIN:-/usr/bin/tmux}
[ -x "$TMUX_BIN" ] || { echo "tmux not found at $TMUX_BIN" >&2; exit 2; }
export LC_ALL=C.UTF-8 LANG=C.UTF-8
SOCKET="cadence-width-$$"
T() { "$TMUX_BIN" -u -L "$SOCKET" -f /dev/null "$@"; }
trap 'T kill-server 2>/dev/null' EXIT

# label|ours|printf format (octal escapes keep this file ASCII)
CASES='ASCII "ab"|2|ab
e + combining acute|1|e\314\201
lone combining acute|0|\314\201
zero width space|0|\342\200\213
CJK ideograph|2|\344\270\255
hiragana|2|\343\201\202
halfwidth katakana|1|\357\275\266
fullwidth A|2|\357\274\241
Hangul syllable|2|\355\225\234
Hangul jamo L+V+T|2|\341\204\200\341\205\241\341\206\250
grinning face|2|\360\237\230\200
watch (emoji presentation)|2|\342\214\232
smiling face (text default)|1|\342\230\272
smiling face + VS16|2|\342\230\272\357\270\217
heart + VS16|2|\342\235\244\357\270\217
thumbs up + skin tone|2|\360\237\221\215\360\237\217\275
ZWJ family|2|\360\237\221\250\342\200\215\360\237\221\251\342\200\215\360\237\221\247\342\200\215\360\237\221\246
rainbow flag (ZWJ)|2|\360\237\217\263\357\270\217\342\200\215\360\237\214\210
flag FR (regional pair)|2|\360\237\207\253\360\237\207\267
keycap 1|2|1\357\270\217\342\203\243
box drawing|1|\342\224\200
full block|1|\342\226\210
eighth block|1|\342\226\217
braille|1|\342\243\277'

# One idle session keeps the server up between cases (a server that exits with its last
# session races with the next case's new-session).
T new-session -d -s keeper -x 20 -y 2 "sleep 600"
printf '%-30s %5s %5s  %s\n' "case" "ours" "tmux" "verdict"
echo "$CASES" | while IFS='|' read -r label ours format; do
  # Print the text after a marker column so the cursor starts at x=1, then idle.
  T new-session -d -s w -x 60 -y 3 "printf '|$format'; sleep 30"
  x=""
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    sleep 0.1
    x=$(T display -p -t w '#{cursor_x}' 2>/dev/null)
    [ -n "$x" ] && [ "$x" != "0" ] && break
  done
  T kill-session -t w 2>/dev/null
  tmux_width=$((x - 1))
  if [ "$tmux_width" -eq "$ours" ]; then verdict=AGREE; else verdict=DIFFER; fi
  printf '%-30s %5s %5s  %s\n' "$label" "$ours" "$tmux_width" "$verdict"
done
echo "($("$TMUX_BIN" -V))"
