import CadenceSystem
import CadenceTestTraits
import Foundation
import Glibc
import Testing

/// `make install` and `make uninstall`, run for real into a temporary DESTDIR: the
/// repository's Makefile and Scripts/install.sh copied into a directory of the test's own
/// (so nothing is ever written beside the checkout), `build` taken as done (`-o build`),
/// the debug `cadence` as the binary, no network.
@Suite(.hangLimit) struct MakeInstallTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// A copy of what `make install` reads, in a temporary directory, and a stage below it.
  struct Checkout {
    let directory = TemporaryDirectory()
    var source: String { directory.file("source") }
    var stage: String { directory.file("stage") }

    init() throws {
      let files = FileManager.default
      try files.createDirectory(
        atPath: source + "/Scripts", withIntermediateDirectories: true)
      try files.createDirectory(atPath: source + "/Desktop", withIntermediateDirectories: true)
      try files.copyItem(
        atPath: MakeInstallTests.repository + "/Makefile", toPath: source + "/Makefile")
      if files.fileExists(atPath: MakeInstallTests.repository + "/Scripts/install.sh") {
        try files.copyItem(
          atPath: MakeInstallTests.repository + "/Scripts/install.sh",
          toPath: source + "/Scripts/install.sh")
      }
      try files.createSymbolicLink(
        atPath: source + "/Desktop/Resources",
        withDestinationPath: MakeInstallTests.repository + "/Desktop/Resources")
    }

    /// Runs `make -o build TARGET` here with `variables` (each one argument, as a shell
    /// passes `NAME=value`), the debug cadence as the binary and no GTK unless asked.
    func make(_ target: String, _ variables: [String], desktop: String? = nil) throws -> (
      status: ChildProcess.Termination, output: String
    ) {
      let make = try #require(
        ChildProcess.executable(named: "make", in: ProcessInfo.processInfo.environment["PATH"]),
        "make is needed to test make install")
      let output = directory.file("make-output")
      let script = #"cd "$1" && out=$2 && shift 2 && exec "$@" > "$out" 2>&1 < /dev/null"#
      let gtk = desktop.map { ["HAVE_GTK=yes", "CADENCE_DESKTOP=" + $0] } ?? ["HAVE_GTK="]
      let arguments =
        [make, "-s", "-o", "build", target, "CADENCE=" + cadenceExecutable()] + gtk + variables
      let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
      let shell = try ChildProcess.spawn(
        ["/bin/sh", "-c", script, "sh", source, output] + arguments, environment: environment,
        streams: .discarded)
      let status = shell.wait()
      return (status, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }

    /// Every file (not directory) below `path`, relative to it, sorted.
    func files(below path: String) -> [String] {
      let enumerator = FileManager.default.enumerator(atPath: path)
      var found: [String] = []
      while let name = enumerator?.nextObject() as? String {
        var info = stat()
        if lstat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
          found.append(name)
        }
      }
      return found.sorted()
    }
  }

  /// Item 7 of issue 41: `$(dir …)` split the completion paths at the space, stopped half way
  /// and made stray directories.
  @Test func aSpaceInPrefixInstallsEveryFileAndNoStrayDirectory() throws {
    let checkout = try Checkout()
    let result = try checkout.make(
      "install", ["DESTDIR=" + checkout.stage, "PREFIX=/usr/my prefix"])
    #expect(result.status == .exited(0), "\(result.output)")
    let root = checkout.stage + "/usr/my prefix"
    for file in [
      "bin/cadence", "share/man/man1/cadence.1", "share/man/man1/cadence-timer.1",
      "share/man/zh_CN/man1/cadence-timer.1", "share/bash-completion/completions/cadence",
      "share/zsh/site-functions/_cadence", "share/fish/vendor_completions.d/cadence.fish",
    ] {
      #expect(TemporaryDirectory.exists(root + "/" + file), "\(file) not installed")
    }
    let top = try FileManager.default.contentsOfDirectory(atPath: checkout.stage + "/usr")
    #expect(top == ["my prefix"])
    let beside = try FileManager.default.contentsOfDirectory(atPath: checkout.source)
    #expect(beside.sorted() == ["Desktop", "Makefile", "Scripts"])
  }

  /// Item 8 of issue 41: a backtick or `$(…)` in DESTDIR or PREFIX ran a command. Refused
  /// before anything is written, and the command never runs.
  @Test(arguments: [
    "PREFIX=/usr/x`touch MARKER`", "DESTDIR=STAGE$$(touch MARKER)",
    "PREFIX=/usr$(shell touch MARKER)", "DESTDIR=STAGE$(touch MARKER)", "PREFIX=/usr/\"x",
    "PREFIX=/usr/x\\y", "bindir=/usr/b`touch MARKER`",
  ])
  func shellCodeInAPathIsRefusedBeforeAnythingIsWritten(variable: String) throws {
    let checkout = try Checkout()
    let marker = checkout.directory.file("ran")
    let value =
      variable
      .replacingOccurrences(of: "MARKER", with: marker)
      .replacingOccurrences(of: "STAGE", with: checkout.stage)
    var variables = [value]
    if !value.hasPrefix("DESTDIR=") { variables.append("DESTDIR=" + checkout.stage) }
    for target in ["install", "uninstall"] {
      let result = try checkout.make(target, variables)
      #expect(result.status != .exited(0))
      #expect(
        result.output.contains("may not hold a $, a backtick, a double quote or a backslash"),
        "\(result.output)")
      #expect(!TemporaryDirectory.exists(marker), "\(value) ran a command in make \(target)")
      #expect(checkout.files(below: checkout.directory.path).allSatisfy { !$0.hasPrefix("stage") })
    }
  }

  /// Item 9 of issue 41: without GTK, uninstall removed a desktop entry, metainfo, icon,
  /// cadence-desktop and its page it never installed. It removes what the manifest names.
  @Test func uninstallRemovesOnlyWhatInstallWrote() throws {
    let checkout = try Checkout()
    let variables = ["DESTDIR=" + checkout.stage, "PREFIX=/usr"]
    #expect(try checkout.make("install", variables).status == .exited(0))
    let installed = checkout.files(below: checkout.stage)
    // Another package's files where cadence-desktop's would go.
    let others = [
      "usr/bin/cadence-desktop", "usr/share/man/man1/cadence-desktop.1",
      "usr/share/applications/dev.cadence.Desktop.desktop",
      "usr/share/metainfo/dev.cadence.Desktop.metainfo.xml",
      "usr/share/icons/hicolor/48x48/apps/dev.cadence.Desktop.png",
    ]
    for other in others {
      let path = checkout.stage + "/" + other
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      TemporaryDirectory.write(Array("another package's\n".utf8), to: path)
    }
    let result = try checkout.make("uninstall", variables)
    #expect(result.status == .exited(0), "\(result.output)")
    #expect(checkout.files(below: checkout.stage) == others.sorted())
    #expect(installed.contains("usr/share/man/man1/cadence-timer.1"))
  }

  /// With cadence-desktop (a stand-in binary: GTK need not be here), install writes its
  /// files too and uninstall leaves nothing.
  @Test func withTheDesktopAppUninstallLeavesNoFile() throws {
    let checkout = try Checkout()
    let variables = ["DESTDIR=" + checkout.stage, "PREFIX=/usr"]
    let desktop = checkout.directory.file("cadence-desktop")
    TemporaryDirectory.write(Array("#!/bin/sh\n".utf8), to: desktop)
    let install = try checkout.make("install", variables, desktop: desktop)
    #expect(install.status == .exited(0), "\(install.output)")
    let installed = checkout.files(below: checkout.stage)
    #expect(installed.contains("usr/share/applications/dev.cadence.Desktop.desktop"))
    #expect(installed.contains("usr/share/icons/hicolor/512x512/apps/dev.cadence.Desktop.png"))
    #expect(TemporaryDirectory.mode(of: checkout.stage + "/usr/bin/cadence-desktop") == 0o755)
    // Uninstalled by a make that finds no GTK: the manifest still names the desktop files.
    let result = try checkout.make("uninstall", variables)
    #expect(result.status == .exited(0), "\(result.output)")
    #expect(checkout.files(below: checkout.stage) == [])
  }

  /// Item 10 of issue 41: install wrote through a link planted at man1/cadence.1, and its
  /// `chmod 644 …/cadence*.1` changed the file a link there reached. Now each file is
  /// replaced, and no other file changes.
  @Test func installReplacesAPlantedLinkAndChangesNothingItReaches() throws {
    let checkout = try Checkout()
    let man1 = checkout.stage + "/usr/share/man/man1"
    try FileManager.default.createDirectory(atPath: man1, withIntermediateDirectories: true)
    var victims: [String] = []
    for (index, name) in ["cadence.1", "cadence-unrelated.1"].enumerated() {
      let victim = checkout.directory.file("victim-\(index)")
      TemporaryDirectory.write(Array("another package's page\n".utf8), to: victim)
      chmod(victim, 0o600)
      try FileManager.default.createSymbolicLink(
        atPath: man1 + "/" + name, withDestinationPath: victim)
      victims.append(victim)
    }
    let result = try checkout.make("install", ["DESTDIR=" + checkout.stage, "PREFIX=/usr"])
    #expect(result.status == .exited(0), "\(result.output)")
    for victim in victims {
      #expect(TemporaryDirectory.read(victim) == Array("another package's page\n".utf8))
      #expect(TemporaryDirectory.mode(of: victim) == 0o600)
    }
    var info = stat()
    #expect(lstat(man1 + "/cadence.1", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFREG)
    #expect(info.st_mode & 0o777 == 0o644)
    #expect(
      String(decoding: TemporaryDirectory.read(man1 + "/cadence.1"), as: UTF8.self)
        .hasPrefix(".TH \"CADENCE\" \"1\""))
  }
}
