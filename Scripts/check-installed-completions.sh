#!/usr/bin/env bash
# Checks the completion scripts `make install` put under ROOT (a PREFIX, inside DESTDIR):
# each shell finds its script where it looks (bash through bash-completion's loader and
# XDG_DATA_DIRS, zsh through fpath and compinit, fish through its vendor directory on
# XDG_DATA_DIRS) and completes `cadence ti<TAB>` to `cadence timer`. bash always; zsh and
# fish when they are installed. Used by .ci/run.
set -euo pipefail
root=${1:?usage: check-installed-completions.sh ROOT}
share="$root/share"
# As on a machine it was installed on: cadence is on PATH (fish loads the completions of a
# command only when there is one), and nothing of the user's configuration is read.
export PATH="$root/bin:$PATH"
HOME=$(mktemp -d)
export HOME
trap 'rm -rf "$HOME"' EXIT

# bash: the loader of bash-completion (Debian: bash-completion) finds the file by the
# command's name, as an interactive shell does at the first TAB.
bash_words=$(XDG_DATA_DIRS="$share" bash --norc -c '
  source /usr/share/bash-completion/bash_completion
  __load_completion cadence || { echo "bash-completion did not find cadence"; exit 1; }
  function=$(complete -p cadence | sed -E "s/.* -F ([^ ]+) .*/\1/")
  COMP_WORDS=(cadence ti); COMP_CWORD=1; COMP_LINE="cadence ti"; COMP_POINT=${#COMP_LINE}
  "$function" cadence ti cadence
  printf "%s\n" "${COMPREPLY[@]}"')
[[ "$bash_words" == timer ]] || { echo "bash completed 'cadence ti' to: $bash_words"; exit 1; }
echo "bash: cadence ti<TAB> -> cadence $bash_words"

# zsh: a real interactive zsh in a pseudo terminal (zpty), the script on fpath, compinit,
# a TAB after 'cadence ti'; then Ctrl-A and 'echo DONE:' print the line as completed.
if command -v zsh >/dev/null; then
  zsh_line=$(zsh -f -c '
    zmodload zsh/zpty
    zpty z zsh -f -i
    zpty -w z "PS1=\"> \"; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D"
    zpty -w -n z "cadence ti"$'"'"'\t'"'"'
    sleep 1
    zpty -w -n z $'"'"'\x01echo DONE:\n'"'"'
    sleep 1
    out=""
    while zpty -r -t z chunk; do out+=$chunk; done
    zpty -d z
    print -r -- "${out//$'"'"'\r'"'"'/}" | grep -ao "DONE:cadence [a-z]*" | tail -1
  ' zsh "$share/zsh/site-functions")
  [[ "$zsh_line" == "DONE:cadence timer" ]] \
    || { echo "zsh completed 'cadence ti' to: $zsh_line"; exit 1; }
  echo "zsh: cadence ti<TAB> -> ${zsh_line#DONE:}"
else
  echo "zsh: not installed, not checked"
fi

# fish: vendor_completions.d under a directory of XDG_DATA_DIRS is where fish looks.
if command -v fish >/dev/null; then
  fish_words=$(XDG_DATA_DIRS="$share" fish -c "complete -C 'cadence ti'" | cut -f1)
  [[ "$fish_words" == timer ]] || { echo "fish completed 'cadence ti' to: $fish_words"; exit 1; }
  echo "fish: cadence ti<TAB> -> cadence $fish_words"
else
  echo "fish: not installed, not checked"
fi
