#!/bin/sh
# `make install` and `make uninstall` (see the Makefile, which refuses a `$`, a backtick, a
# quote or a backslash in the paths before it runs this). Every path comes in the
# environment, so no shell parses it: a space in PREFIX is a space.
#
#   CADENCE_INSTALL_DESTDIR  CADENCE_INSTALL_BINDIR  CADENCE_INSTALL_DATADIR
#   CADENCE_INSTALL_MANDIR   CADENCE_INSTALL_BINARY  CADENCE_INSTALL_DESKTOP_BINARY
#   CADENCE_INSTALL_WITH_DESKTOP (yes or empty)      CADENCE_INSTALL_RESOURCES
#   CADENCE_INSTALL_PROGRAM (install(1))             CADENCE_INSTALL_APP_ID
#
# Each file is installed with `install -m`, which replaces what is at the destination (a
# symbolic link planted there is replaced, not written through) and sets the mode of the
# file it wrote only. The pages and completion scripts are first written by the binary into
# a directory of this run's own. Install records every file it wrote in a manifest under
# DATADIR/cadence; uninstall removes what a manifest names and nothing else.
set -eu

action=${1:?usage: install.sh install|uninstall}
destdir=${CADENCE_INSTALL_DESTDIR-}
bindir=$CADENCE_INSTALL_BINDIR
datadir=$CADENCE_INSTALL_DATADIR
mandir=$CADENCE_INSTALL_MANDIR
binary=$CADENCE_INSTALL_BINARY
install=${CADENCE_INSTALL_PROGRAM:-install}
app_id=$CADENCE_INSTALL_APP_ID

newline='
'
for path in "$destdir" "$bindir" "$datadir" "$mandir"; do
  case $path in
    *"$newline"*)
      echo "A path with a line break cannot be installed into: $path" >&2
      exit 1
      ;;
  esac
done
for path in "$bindir" "$datadir" "$mandir"; do
  case $path in
    /*) ;;
    *)
      echo "PREFIX, bindir, datadir and mandir must be absolute paths, not $path" >&2
      exit 1
      ;;
  esac
done

man1=$mandir/man1
zh_man1=$mandir/zh_CN/man1
bash_dir=$datadir/bash-completion/completions
zsh_dir=$datadir/zsh/site-functions
fish_dir=$datadir/fish/vendor_completions.d
manifest=$datadir/cadence/install-manifest

# install_file MODE SOURCE DESTINATION: DESTINATION below DESTDIR, named in the manifest.
install_file() {
  "$install" -D -m "$1" "$2" "$destdir$3"
  printf '%s\n' "$3" >> "$work/manifest"
}

case $action in
  install)
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    : > "$work/manifest"
    mkdir "$work/en" "$work/zh"
    "$binary" --lang en man > "$work/en/cadence.1"
    "$binary" --lang zh-Hans man > "$work/zh/cadence.1"
    commands=$("$binary" --lang en man --list)
    for command in $commands; do
      "$binary" --lang en man "$command" > "$work/en/cadence-$command.1"
      "$binary" --lang zh-Hans man "$command" > "$work/zh/cadence-$command.1"
    done
    for shell in bash zsh fish; do
      "$binary" --lang en completions "$shell" > "$work/completion.$shell"
    done

    install_file 755 "$binary" "$bindir/cadence"
    install_file 644 "$work/en/cadence.1" "$man1/cadence.1"
    install_file 644 "$work/zh/cadence.1" "$zh_man1/cadence.1"
    for command in $commands; do
      install_file 644 "$work/en/cadence-$command.1" "$man1/cadence-$command.1"
      install_file 644 "$work/zh/cadence-$command.1" "$zh_man1/cadence-$command.1"
    done
    install_file 644 "$work/completion.bash" "$bash_dir/cadence"
    install_file 644 "$work/completion.zsh" "$zsh_dir/_cadence"
    install_file 644 "$work/completion.fish" "$fish_dir/cadence.fish"

    if [ "${CADENCE_INSTALL_WITH_DESKTOP-}" = yes ]; then
      resources=$CADENCE_INSTALL_RESOURCES
      icons=$datadir/icons/hicolor
      install_file 755 "$CADENCE_INSTALL_DESKTOP_BINARY" "$bindir/cadence-desktop"
      install_file 644 "$resources/man/cadence-desktop.1" "$man1/cadence-desktop.1"
      install_file 644 "$resources/man/zh_CN/cadence-desktop.1" "$zh_man1/cadence-desktop.1"
      install_file 644 "$resources/$app_id.desktop" "$datadir/applications/$app_id.desktop"
      install_file 644 "$resources/$app_id.metainfo.xml" \
        "$datadir/metainfo/$app_id.metainfo.xml"
      install_file 644 "$resources/$app_id.svg" "$icons/scalable/apps/$app_id.svg"
      install_file 644 "$resources/$app_id-symbolic.svg" \
        "$icons/symbolic/apps/$app_id-symbolic.svg"
      for size in 16 24 32 48 64 128 256 512; do
        install_file 644 "$resources/icons/${size}x$size.png" \
          "$icons/${size}x$size/apps/$app_id.png"
      done
    fi

    # What an earlier install wrote stays named (it is still there, and still ours).
    if [ -f "$destdir$manifest" ]; then
      cat "$destdir$manifest" >> "$work/manifest"
    fi
    sort -u "$work/manifest" > "$work/manifest.sorted"
    "$install" -D -m 644 "$work/manifest.sorted" "$destdir$manifest"
    ;;

  uninstall)
    if [ ! -f "$destdir$manifest" ] || [ -L "$destdir$manifest" ]; then
      echo "No manifest at $destdir$manifest: nothing removed." >&2
      echo "A cadence installed by an earlier make install has none: run make install" >&2
      echo "with the same PREFIX first (it writes one), then make uninstall." >&2
      exit 1
    fi
    while IFS= read -r path; do
      # Only absolute paths, none climbing out with '..': a manifest names files it wrote.
      case $path in
        /*/../* | */.. | /../*) continue ;;
        /*) rm -f -- "$destdir$path" ;;
      esac
    done < "$destdir$manifest"
    rm -f -- "$destdir$manifest"
    rmdir -- "$destdir$datadir/cadence" 2>/dev/null || true
    ;;

  *)
    echo "usage: install.sh install|uninstall" >&2
    exit 64
    ;;
esac
