# Installs Cadence where a Linux system looks for things:
#
#   make                      release binaries (cadence; cadence-desktop when GTK 4 is there)
#   sudo make install         into PREFIX (default /usr/local)
#   make install DESTDIR=/tmp/stage PREFIX=/usr     for a package
#   sudo make uninstall       removes exactly what install put there
#
# DESTDIR is never set here: a packager gives it. The manual pages and the completion
# scripts are written by the cadence binary being installed (`cadence man`, `cadence
# completions`), so they come from the same command tables as its help and parser. The
# desktop entry, icons, metainfo and cadence-desktop(1) are files in Desktop/Resources,
# installed with cadence-desktop only: a launcher for an app that is not there would be
# broken.

PREFIX ?= /usr/local
bindir = $(PREFIX)/bin
datadir = $(PREFIX)/share
mandir = $(datadir)/man
SWIFT ?= swift
INSTALL ?= install

APP_ID = dev.cadence.Desktop
ICON_SIZES = 16 24 32 48 64 128 256 512
CADENCE = .build/release/cadence
CADENCE_DESKTOP = Desktop/.build/release/cadence-desktop
RESOURCES = Desktop/Resources
HAVE_GTK := $(shell pkg-config --exists gtk4 libadwaita-1 2>/dev/null && echo yes)

# Where the files go, below $(DESTDIR).
man1 = $(mandir)/man1
zh_man1 = $(mandir)/zh_CN/man1
bash_completion = $(datadir)/bash-completion/completions/cadence
zsh_completion = $(datadir)/zsh/site-functions/_cadence
fish_completion = $(datadir)/fish/vendor_completions.d/cadence.fish
desktop_files = \
	$(bindir)/cadence-desktop \
	$(man1)/cadence-desktop.1 \
	$(zh_man1)/cadence-desktop.1 \
	$(datadir)/applications/$(APP_ID).desktop \
	$(datadir)/metainfo/$(APP_ID).metainfo.xml \
	$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(datadir)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(foreach size,$(ICON_SIZES),$(datadir)/icons/hicolor/$(size)x$(size)/apps/$(APP_ID).png)

.PHONY: all build install uninstall

all: build

build:
	$(SWIFT) build -c release --product cadence
ifeq ($(HAVE_GTK),yes)
	$(SWIFT) build -c release --package-path Desktop --product cadence-desktop
else
	@echo "GTK 4 and libadwaita were not found (pkg-config gtk4 libadwaita-1):" \
		"cadence-desktop is not built, nor installed; everything else is."
endif

install: build
	$(INSTALL) -d "$(DESTDIR)$(bindir)" "$(DESTDIR)$(man1)" "$(DESTDIR)$(zh_man1)" \
		"$(DESTDIR)$(dir $(bash_completion))" "$(DESTDIR)$(dir $(zsh_completion))" \
		"$(DESTDIR)$(dir $(fish_completion))"
	$(INSTALL) -m 755 $(CADENCE) "$(DESTDIR)$(bindir)/cadence"
	$(CADENCE) --lang en man > "$(DESTDIR)$(man1)/cadence.1"
	$(CADENCE) --lang zh-Hans man > "$(DESTDIR)$(zh_man1)/cadence.1"
	for command in $$($(CADENCE) --lang en man --list); do \
		$(CADENCE) --lang en man "$$command" > "$(DESTDIR)$(man1)/cadence-$$command.1" && \
		$(CADENCE) --lang zh-Hans man "$$command" \
			> "$(DESTDIR)$(zh_man1)/cadence-$$command.1" || exit 1; \
	done
	chmod 644 "$(DESTDIR)$(man1)"/cadence*.1 "$(DESTDIR)$(zh_man1)"/cadence*.1
	$(CADENCE) --lang en completions bash > "$(DESTDIR)$(bash_completion)"
	$(CADENCE) --lang en completions zsh > "$(DESTDIR)$(zsh_completion)"
	$(CADENCE) --lang en completions fish > "$(DESTDIR)$(fish_completion)"
	chmod 644 "$(DESTDIR)$(bash_completion)" "$(DESTDIR)$(zsh_completion)" \
		"$(DESTDIR)$(fish_completion)"
ifeq ($(HAVE_GTK),yes)
	$(INSTALL) -D -m 755 $(CADENCE_DESKTOP) "$(DESTDIR)$(bindir)/cadence-desktop"
	$(INSTALL) -D -m 644 $(RESOURCES)/man/cadence-desktop.1 "$(DESTDIR)$(man1)/cadence-desktop.1"
	$(INSTALL) -D -m 644 $(RESOURCES)/man/zh_CN/cadence-desktop.1 \
		"$(DESTDIR)$(zh_man1)/cadence-desktop.1"
	$(INSTALL) -D -m 644 $(RESOURCES)/$(APP_ID).desktop \
		"$(DESTDIR)$(datadir)/applications/$(APP_ID).desktop"
	$(INSTALL) -D -m 644 $(RESOURCES)/$(APP_ID).metainfo.xml \
		"$(DESTDIR)$(datadir)/metainfo/$(APP_ID).metainfo.xml"
	$(INSTALL) -D -m 644 $(RESOURCES)/$(APP_ID).svg \
		"$(DESTDIR)$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg"
	$(INSTALL) -D -m 644 $(RESOURCES)/$(APP_ID)-symbolic.svg \
		"$(DESTDIR)$(datadir)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg"
	for size in $(ICON_SIZES); do \
		$(INSTALL) -D -m 644 $(RESOURCES)/icons/$${size}x$${size}.png \
			"$(DESTDIR)$(datadir)/icons/hicolor/$${size}x$${size}/apps/$(APP_ID).png" || exit 1; \
	done
endif

# The pages are named by the cadence that was installed (or, failing that, the one built):
# `cadence man --list`.
uninstall:
	@lister=""; \
	for candidate in "$(DESTDIR)$(bindir)/cadence" $(CADENCE); do \
		if [ -x "$$candidate" ]; then lister="$$candidate"; break; fi; \
	done; \
	if [ -z "$$lister" ]; then \
		echo "No cadence in $(DESTDIR)$(bindir) nor in .build to name the manual pages"; \
		exit 1; \
	fi; \
	commands=$$("$$lister" --lang en man --list) || exit 1; \
	for command in $$commands; do \
		rm -f "$(DESTDIR)$(man1)/cadence-$$command.1" "$(DESTDIR)$(zh_man1)/cadence-$$command.1"; \
	done
	rm -f "$(DESTDIR)$(bindir)/cadence" "$(DESTDIR)$(man1)/cadence.1" \
		"$(DESTDIR)$(zh_man1)/cadence.1" "$(DESTDIR)$(bash_completion)" \
		"$(DESTDIR)$(zsh_completion)" "$(DESTDIR)$(fish_completion)"
	rm -f $(foreach file,$(desktop_files),"$(DESTDIR)$(file)")
