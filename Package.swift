// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way (see DESIGN.md): cadence → CadenceCLI → {CadencePractice →
// {Cadence, CadenceStore}, TerminalUI, CadenceWords → {Cadence, CadenceSystem}, CadenceStore
// → CSQLite}, and under all but the
// engine the system floor, CadenceSystem (libc: threads, child processes, files, local
// time, clocks). Cadence and TerminalUI never import each other.
//
// The floor is the engine's: macOS 14 / iOS 17 / tvOS 17 / watchOS 10 / visionOS 1, the
// first releases with `Observation` (the engine's `@Observable` models); `Clock` and
// `Duration` need only macOS 13. Nothing locks with `Synchronization.Mutex` (macOS 15 /
// iOS 18): `ManualClock`, now in CadenceTesting, and the system floor lock with a
// `pthread_mutex_t` of their own, so an app on iOS 17 can adopt the engine and test it.
let package = Package(
  name: "Cadence",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Cadence", targets: ["Cadence"]),
    // For an app's tests, never its app target: `ManualClock`, time that moves only when a
    // test moves it. No product of this package depends on it (their tests do).
    .library(name: "CadenceTesting", targets: ["CadenceTesting"]),
    // SwiftUI adapters: a TimelineView schedule of visible changes, one animation per
    // breathing phase. Decided in platform-neutral types; SwiftUI itself only on Apple's.
    .library(name: "CadenceSwiftUI", targets: ["CadenceSwiftUI"]),
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
    .target(name: "CadenceTesting", dependencies: ["Cadence"]),
    // A folder's README.md is for people (ARCHITECTURE.md links each one), not the build.
    .target(name: "CadenceSwiftUI", dependencies: ["Cadence"], exclude: ["README.md"]),
    // A stand-in for the few SwiftUI declarations the adapters and the articles' SwiftUI
    // examples use, so Linux type-checks them: tests only, never a product. Its own name,
    // so it can never shadow the real SwiftUI on Apple platforms.
    .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
    .target(name: "CadenceSystem", exclude: ["README.md"]),
    .target(name: "TerminalUI", dependencies: ["CadenceSystem"]),
    // Harnesses for tests and the benchmark (a pseudo terminal that runs a program, a
    // virtual screen that interprets what it prints): not a product, not in the library.
    .target(name: "TerminalUITesting", dependencies: ["TerminalUI", "CadenceSystem"]),
    .systemLibrary(
      name: "CSQLite",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(
      name: "CadenceStore", dependencies: ["CSQLite", "CadenceSystem", "Cadence"],
      exclude: ["README.md"]),
    .target(
      name: "CadenceWords", dependencies: ["Cadence", "CadenceSystem"], exclude: ["README.md"]),
    .target(
      name: "CadencePractice",
      dependencies: ["Cadence", "CadenceStore", "CadenceSystem", "CadenceWords"],
      exclude: ["README.md"]),
    .target(
      name: "CadenceSound", dependencies: ["Cadence", "CadencePractice", "CadenceSystem"],
      exclude: ["README.md"]),
    .target(
      name: "CadenceCLI",
      dependencies: [
        "Cadence", "CadenceSystem", "CadencePractice", "CadenceSound", "TerminalUI",
        "CadenceStore", "CadenceWords",
      ],
      exclude: [
        "Home/README.md",
        "Localization/README.md",
        "Output/README.md",
        "Practices/Type/README.md",
        "Settings/README.md",
        "Shell/EndHook/README.md",
        "Shell/Kernel/README.md",
        "Shell/Notify/README.md",
        "Shell/Practice/README.md",
        "Shell/Sound/README.md",
        "Shell/Trace/README.md",
        "Status/README.md",
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
        // FoundationEssentials' archive locks with `Synchronization.Mutex`; nothing of ours
        // imports Synchronization any more (the package's floor is macOS 14), so name it.
        .linkedLibrary("swiftSynchronization", .when(platforms: [.linux])),
      ]
    ),
    .executableTarget(
      name: "cadence-bench",
      dependencies: [
        "Cadence", "CadenceCLI", "CadencePractice", "CadenceSystem", "TerminalUI",
        "TerminalUITesting", "CadenceStore", "CSQLite",
        "CadenceWords", "CadenceSound", "CadenceTestSupport",
      ]
    ),
    .target(
      name: "CadenceTestSupport",
      dependencies: [
        "Cadence", "CadenceSystem", "CadenceTesting", "TerminalUI", "TerminalUITesting",
      ],
      path: "Tests/CadenceTestSupport"
    ),
    // The one time limit the test targets share (see HangLimit.swift): a target of its own, as
    // it imports Testing and CadenceTestSupport is linked into cadence-bench too.
    .target(name: "CadenceTestTraits", path: "Tests/CadenceTestTraits"),
    .testTarget(
      name: "CadenceTests",
      dependencies: [
        "Cadence", "CadenceTesting", "CadenceSystem", "CadenceTestSupport", "CadenceTestTraits",
      ]),
    .testTarget(name: "CadenceSystemTests", dependencies: ["CadenceSystem"]),
    .testTarget(
      name: "CadenceSwiftUITests", dependencies: ["CadenceSwiftUI", "Cadence", "CadenceTesting"]),
    // The adapters' SwiftUI sources (a link to Sources/CadenceSwiftUI) and the SwiftUI
    // examples of the README and the articles, compiled against the stand-in on Linux (and
    // against SwiftUI itself on Apple platforms): it checks types, not behaviour.
    .testTarget(
      name: "SwiftUITypeCheck",
      dependencies: ["Cadence", "CadenceTesting", "SwiftUIStandIn"],
      path: "Tests/SwiftUITypeCheck",
      exclude: ["Adapters/README.md"],
      swiftSettings: [.define("CADENCE_SWIFTUI_STAND_IN")]),
    .testTarget(
      name: "CadencePracticeTests",
      dependencies: ["CadencePractice", "Cadence", "CadenceStore"]
    ),
    .testTarget(
      name: "CadenceSoundTests",
      dependencies: [
        "CadenceSound", "CadencePractice", "Cadence", "CadenceSystem", "CadenceTestSupport",
        "CadenceTestTraits",
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "CadenceSystem", "TerminalUITesting", "CadenceTestSupport"]
    ),
    .testTarget(
      name: "CadenceStoreTests",
      dependencies: [
        "CadenceStore", "CadenceSystem", "CadenceTestSupport", "CadenceTestTraits", "Cadence",
      ]
    ),
    .testTarget(
      name: "CadenceCLITests",
      dependencies: [
        "CadenceCLI", "Cadence", "CadencePractice", "CadenceSystem", "CadenceWords", "TerminalUI",
        "TerminalUITesting",
        "CadenceTestSupport", "CadenceTestTraits", "CadenceTesting",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
