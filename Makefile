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
CADENCE = .build/release/cadence
CADENCE_DESKTOP = Desktop/.build/release/cadence-desktop
RESOURCES = Desktop/Resources
HAVE_GTK := $(shell pkg-config --exists gtk4 libadwaita-1 2>/dev/null && echo yes)

# The paths reach Scripts/install.sh in its environment, so no shell parses them (a space
# in PREFIX is a space). A `$`, a backtick, a double quote or a backslash in one would be
# expanded by make or by a shell somewhere along the way (running a command): such a value
# is refused before anything is built or written. Checked as given (`$(value …)`), not as
# make would expand it. The derived directories are checked only where one was given.
path_variables = DESTDIR PREFIX bindir datadir mandir
refused_in = $(strip $(foreach c,$$ ` " \,$(findstring $(c),$(value $(1)))))
given = $(filter-out file default undefined,$(origin $(1)))
$(foreach variable,$(path_variables),$(if $(call given,$(variable)),$(if \
	$(call refused_in,$(variable)),$(error $(variable) may not hold a $$, a backtick, \
	a double quote or a backslash (make or a shell would expand it); choose a path \
	without them))))

install uninstall: export CADENCE_INSTALL_DESTDIR = $(DESTDIR)
install uninstall: export CADENCE_INSTALL_BINDIR = $(bindir)
install uninstall: export CADENCE_INSTALL_DATADIR = $(datadir)
install uninstall: export CADENCE_INSTALL_MANDIR = $(mandir)
install uninstall: export CADENCE_INSTALL_BINARY = $(CADENCE)
install uninstall: export CADENCE_INSTALL_DESKTOP_BINARY = $(CADENCE_DESKTOP)
install uninstall: export CADENCE_INSTALL_WITH_DESKTOP = $(HAVE_GTK)
install uninstall: export CADENCE_INSTALL_RESOURCES = $(RESOURCES)
install uninstall: export CADENCE_INSTALL_PROGRAM = $(INSTALL)
install uninstall: export CADENCE_INSTALL_APP_ID = $(APP_ID)

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

# Each file with `install -m` (replacing a link planted at its place, not writing through
# it); every file written is named in $(datadir)/cadence/install-manifest.
install: build
	@sh Scripts/install.sh install

# Removes what the manifest names: what install wrote, and nothing it did not.
uninstall:
	@sh Scripts/install.sh uninstall
