// swift-tools-version: 6.0
import PackageDescription

// The desktop app, a package of its own so the root package (the engine, the store and the
// terminal app) never needs GTK: `swift build` there needs the toolchain and libsqlite3 only.
// Dependencies point one way: cadence-desktop → CadenceDesktop → {GtkGlue → CGtk/CAdw,
// CadencePractice, CadenceSound, Cadence, CadenceStore, CadenceWords}. GTK 4.8 and libadwaita 1.2 (Debian 12): nothing
// newer is used.
let package = Package(
  name: "CadenceDesktop",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "cadence-desktop", targets: ["cadence-desktop"])
  ],
  dependencies: [.package(name: "Cadence", path: "..")],
  targets: [
    .systemLibrary(
      name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]),
    .systemLibrary(
      name: "CAdw", pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"]), .brew(["libadwaita"])]),
    .target(name: "GtkGlue", dependencies: ["CGtk", "CAdw"]),
    .target(
      name: "CadenceDesktop",
      dependencies: [
        "GtkGlue", "CGtk", "CAdw",
        .product(name: "Cadence", package: "Cadence"),
        .product(name: "CadencePractice", package: "Cadence"),
        .product(name: "CadenceSound", package: "Cadence"),
        .product(name: "CadenceStore", package: "Cadence"),
        .product(name: "CadenceSystem", package: "Cadence"),
        .product(name: "CadenceWords", package: "Cadence"),
      ],
      // The folder's README.md is for people (ARCHITECTURE.md links it), not the build.
      exclude: ["README.md"]),
    .executableTarget(name: "cadence-desktop", dependencies: ["CadenceDesktop"]),
    .testTarget(
      name: "CadenceDesktopTests",
      dependencies: [
        "CadenceDesktop", "GtkGlue", "CGtk",
        .product(name: "Cadence", package: "Cadence"),
        .product(name: "CadencePractice", package: "Cadence"),
        .product(name: "CadenceSound", package: "Cadence"),
        .product(name: "CadenceStore", package: "Cadence"),
        .product(name: "CadenceWords", package: "Cadence"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
