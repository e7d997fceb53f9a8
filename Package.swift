// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way (see DESIGN.md): cadence → CadenceCLI → {CadencePractice →
// {Cadence, CadenceStore}, TerminalUI, CadenceWords → {Cadence, CadenceStore}, CadenceStore
// → CSQLite}, and under all but the
// engine the system floor, CadenceSystem (libc: threads, child processes, files, local
// time, clocks). Cadence and TerminalUI never import each other.
//
// macOS 15 / iOS 18 because the engine's `ManualClock` and the terminal layer use
// `Synchronization.Mutex`; everything else would run on macOS 14 / iOS 17.
let package = Package(
  name: "Cadence",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Cadence", targets: ["Cadence"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    // The system floor: the libc wrappers every layer but the engine shares (Desktop/ too).
    .library(name: "CadenceSystem", targets: ["CadenceSystem"]),
    // For Desktop/, the GTK app in a package of its own: the same store, the same file.
    .library(name: "CadenceStore", targets: ["CadenceStore"]),
    // The words both front ends say about the practices, in English and Chinese.
    .library(name: "CadenceWords", targets: ["CadenceWords"]),
    // The practices every front end shares: pure values, their timelines and recording.
    .library(name: "CadencePractice", targets: ["CadencePractice"]),
    // Sound on the audio device's clock: cues from the practices' timelines, synthesised in
    // Swift, played through libpulse loaded at run time (no build dependency).
    .library(name: "CadenceSound", targets: ["CadenceSound"]),
    .executable(name: "cadence", targets: ["cadence"]),
    .executable(name: "cadence-bench", targets: ["cadence-bench"]),
  ],
  targets: [
    .target(name: "Cadence"),
    .target(name: "CadenceSystem"),
    .target(name: "TerminalUI", dependencies: ["CadenceSystem"]),
    // Harnesses for tests and the benchmark (a pseudo terminal that runs a program, a
    // virtual screen that interprets what it prints): not a product, not in the library.
    .target(name: "TerminalUITesting", dependencies: ["TerminalUI", "CadenceSystem"]),
    .systemLibrary(
      name: "CSQLite",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(name: "CadenceStore", dependencies: ["CSQLite", "CadenceSystem"]),
    .target(name: "CadenceWords", dependencies: ["Cadence", "CadenceStore"]),
    .target(
      name: "CadencePractice",
      dependencies: ["Cadence", "CadenceStore", "CadenceSystem", "CadenceWords"]),
    .target(
      name: "CadenceSound", dependencies: ["Cadence", "CadencePractice", "CadenceSystem"]),
    .target(
      name: "CadenceCLI",
      dependencies: [
        "Cadence", "CadenceSystem", "CadencePractice", "CadenceSound", "TerminalUI",
        "CadenceStore", "CadenceWords",
      ]
    ),
    .executableTarget(
      name: "cadence",
      dependencies: ["CadenceCLI"],
      // The Swift runtime linked in: measured on Linux, the timer then starts in half the
      // time and peaks at 8.8 MB resident instead of 12 MB (dynamic libswiftCore and
      // FoundationEssentials touch more pages at load). Apple platforms ship the runtime.
      // FoundationEssentials' own static parts are not in the runtime's link list. lld
      // (shipped with the toolchain) links it without repeating glibc's link-time
      // warning about the mktemp that FoundationEssentials' archive references.
      linkerSettings: [
        .unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux])),
        .linkedLibrary("_FoundationCollections", .when(platforms: [.linux])),
        .linkedLibrary("_FoundationCShims", .when(platforms: [.linux])),
      ]
    ),
    .executableTarget(
      name: "cadence-bench",
      dependencies: [
        "Cadence", "CadenceCLI", "CadencePractice", "CadenceSystem", "TerminalUI",
        "TerminalUITesting", "CadenceStore",
        "CadenceWords", "CadenceSound", "CadenceTestSupport",
      ]
    ),
    .target(
      name: "CadenceTestSupport",
      dependencies: ["Cadence", "CadenceSystem", "TerminalUI", "TerminalUITesting"],
      path: "Tests/CadenceTestSupport"
    ),
    .testTarget(name: "CadenceTests", dependencies: ["Cadence", "CadenceTestSupport"]),
    .testTarget(name: "CadenceSystemTests", dependencies: ["CadenceSystem"]),
    .testTarget(
      name: "CadencePracticeTests",
      dependencies: ["CadencePractice", "Cadence", "CadenceStore"]
    ),
    .testTarget(
      name: "CadenceSoundTests",
      dependencies: [
        "CadenceSound", "CadencePractice", "Cadence", "CadenceSystem", "CadenceTestSupport",
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "CadenceSystem", "TerminalUITesting", "CadenceTestSupport"]
    ),
    .testTarget(
      name: "CadenceStoreTests",
      dependencies: ["CadenceStore", "CadenceSystem", "CadenceTestSupport"]
    ),
    .testTarget(
      name: "CadenceCLITests",
      dependencies: [
        "CadenceCLI", "Cadence", "CadencePractice", "CadenceSystem", "CadenceWords", "TerminalUI",
        "TerminalUITesting",
        "CadenceTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
