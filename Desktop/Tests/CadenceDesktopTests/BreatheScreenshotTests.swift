import Foundation
import Testing

@testable import CadenceDesktop

/// Screenshots through one 4-7-8 cycle (a 3 s count-in, so the inhale is 3–7 s of session
/// time, the hold 7–14 s, the exhale 14–22 s), rendered with the engine at fixed instants.
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct BreatheScreenshotTests {
  static let accent = (
    red: Int((Theme.accent.red * 255).rounded()), green: Int((Theme.accent.green * 255).rounded()),
    blue: Int((Theme.accent.blue * 255).rounded())
  )

  /// Renders the breathe page at `seconds` and returns the report line and the disc radius.
  static func shot(at seconds: Double, extra: [String] = []) throws -> (
    report: String, radius: Double
  ) {
    let directory = DesktopProcess.dataDirectory()
    let path = directory + "/shot.png"
    let result = try DesktopProcess.run(
      [
        "--data-dir", directory, "--screenshot", path, "--page", "breathe", "--pattern", "4-7-8",
        "--cycles", "1", "--at", String(seconds),
      ] + extra)
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    let picture = try #require(Picture(path: path), "no PNG at \(path)")
    return (result.output, picture.discRadius(accent: accent))
  }

  @Test func theDiscRisesThroughTheInhaleIsFullAtItsEndStaysInTheHoldAndFallsInTheExhale()
    throws
  {
    let instants = [3.0, 4.0, 5.0, 6.0, 6.5, 7.0, 10.0, 13.9, 14.5, 16.0, 18.0, 20.0, 21.9]
    var radius: [Double: Double] = [:]
    for instant in instants { radius[instant] = try Self.shot(at: instant).radius }
    let inhale = [3.0, 4.0, 5.0, 6.0, 6.5, 7.0].map { radius[$0]! }
    #expect(zip(inhale, inhale.dropFirst()).allSatisfy { $0 < $1 }, "inhale: \(inhale)")
    #expect(inhale[0] > 0, "the empty disc is still drawn")
    let hold = [7.0, 10.0, 13.9].map { radius[$0]! }
    #expect(Set(hold).count == 1, "hold: \(hold)")
    let exhale = [13.9, 14.5, 16.0, 18.0, 20.0, 21.9].map { radius[$0]! }
    #expect(zip(exhale, exhale.dropFirst()).allSatisfy { $0 > $1 }, "exhale: \(exhale)")
    // Full at the inhale's end: the hold's radius, reached at 7.0 s and not before (the
    // guide eases in, so 6.9 s is already within a pixel of full).
    #expect(radius[6.5]! < radius[7.0]!)
    #expect(radius[7.0]! == radius[10.0]!)
  }

  @Test(arguments: [
    (3.001, "inhale", "Breathe in"), (7.001, "holdAfterInhale", "Hold"),
    (14.001, "exhale", "Breathe out"), (22.001, "finished", "Done"),
    (2.999, "count-in", "Get ready"), (6.999, "inhale", "Breathe in"),
    (13.999, "holdAfterInhale", "Hold"),
  ])
  func thePhaseLabelJustAfterASwitchIsTheNewPhase(at: Double, phase: String, title: String)
    throws
  {
    let report = try Self.shot(at: at).report
    #expect(report.contains("phase \(phase) "), "\(report)")
    #expect(report.contains("title \(title) "), "\(report)")
  }

  @Test func afterTheEndThePageShowsWhatWasBreathedAndAsksForTheNote() throws {
    let report = try Self.shot(at: 22.5).report
    #expect(report.contains(" summary Done: 19 s, 1 of 1 cycle, saved. "), "\(report)")
  }

  @Test func reduceMotionShowsNoDiscOnlyTheWords() throws {
    let shot = try Self.shot(at: 5, extra: ["--reduce-motion"])
    #expect(shot.radius == 0)
    #expect(shot.report.contains("title Breathe in "))
  }
}
