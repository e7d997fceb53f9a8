import CAdw
import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45: "Screenshots of every page at 360 px and at 1280 px, in English and Chinese,
/// light and dark, made by a test run with the frame clock running, and looked at." Every
/// page with its practice running (the breathing disc on its frames), in libadwaita's light
/// and dark styles (`ADW_COLOR_SCHEME_FORCE_LIGHT` / `FORCE_DARK`, as GNOME's dark style
/// preference asks): each page's background follows the style (no page keeps a light
/// ground in the dark), and each picture is written to `CADENCE_SHOTS` (else a temporary
/// directory) as `PAGE-WIDTH-LANGUAGE-SCHEME.png`.
final class SchemeScreenshotTests: XCTestCase {
  static let schemes: [(name: String, scheme: AdwColorScheme)] = [
    ("light", ADW_COLOR_SCHEME_FORCE_LIGHT), ("dark", ADW_COLOR_SCHEME_FORCE_DARK),
  ]

  /// The mean brightness (0…255) of the picture's middle column of pixels below its header,
  /// where each page shows its ground between its widgets.
  static func groundBrightness(_ picture: Picture) -> Double {
    var values: [Int] = []
    for y in stride(from: 60, to: picture.height - 60, by: 4) {
      for x in [4, picture.width - 5] {
        let pixel = picture.pixel(x: x, y: y)
        values.append((pixel.red + pixel.green + pixel.blue) / 3)
      }
    }
    return Double(values.reduce(0, +)) / Double(max(1, values.count))
  }

  /// Writes the window's content to `folder/name.png` and checks its ground follows the
  /// style.
  @MainActor
  static func shoot(_ main: MainWindow, _ name: String, in folder: String, dark: Bool) throws {
    let path = "\(folder)/\(name).png"
    XCTAssertTrue(savePNG(of: main.content, to: path), "no \(path)")
    let picture = try XCTUnwrap(Picture(path: path), name)
    let ground = groundBrightness(picture)
    if dark {
      XCTAssertLessThan(ground, 80, "\(name): a light ground in the dark style")
    } else {
      XCTAssertGreaterThan(ground, 200, "\(name): a dark ground in the light style")
    }
  }

  func testEveryPageLightAndDarkAtBothWidthsInBothLanguages() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let manager = adw_style_manager_get_default()
      defer { adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT) }
      let folder = ScreenshotTour.directory ?? DesktopProcess.dataDirectory()
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (schemeName, scheme) in Self.schemes {
        adw_style_manager_set_color_scheme(manager, scheme)
        XCTAssertEqual(adw_style_manager_get_dark(manager) != 0, schemeName == "dark")
        for (language, words) in ScreenshotTour.languages {
          for width in ScreenshotTour.widths {
            let store = try XCTUnwrap(
              DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
            try store.addNote("Calmer than before; the shoulders let go.", session: nil)
            let main = MainWindow(
              application: nil, store: store, reduceMotion: false, words: words)
            defer { main.window.destroy() }
            main.window.setDefaultSize(width: width, height: 720)
            main.window.present()
            XCTAssertTrue(
              runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 30_000_000))
            main.timer.start(total: .seconds(300))
            main.pomodoro.start(plan: PomodoroPlan(), label: nil)
            main.meditate.start(DesktopOptions.twentyMinutes)
            main.breathe.start(
              BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2),
              name: "4-7-8")
            for page in DesktopOptions.Page.allCases {
              main.show(page)
              // The breathing session shows after its count-in's first frames; the rest at
              // once; the disc's frames are drawn on the frame clock meanwhile.
              _ = runMainLoop(until: { false }, timeoutMicroseconds: 500_000)
              try Self.shoot(
                main, "\(page.rawValue)-\(width)-\(language)-\(schemeName)", in: folder,
                dark: schemeName == "dark")
            }
            main.stopPractices()
            // The practices' setups, each with what its run left (the summary).
            for page in DesktopOptions.Page.allCases where page.practice != nil {
              main.show(page)
              _ = runMainLoop(until: { false }, timeoutMicroseconds: 300_000)
              try Self.shoot(
                main, "\(page.rawValue)-setup-\(width)-\(language)-\(schemeName)",
                in: folder, dark: schemeName == "dark")
            }
            // Breathing with closed eyes: the one dim line must read in both styles.
            main.breathe.unheard = { _ in nil }
            main.breathe.eyesClosed = true
            main.show(.breathe)
            main.breathe.start(
              BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2),
              name: "4-7-8")
            _ = runMainLoop(until: { false }, timeoutMicroseconds: 500_000)
            try Self.shoot(
              main, "breathe-eyes-closed-\(width)-\(language)-\(schemeName)", in: folder,
              dark: schemeName == "dark")
            main.stopPractices()
          }
        }
      }
      print("light and dark screenshots in \(folder)")
    }
  }
}
