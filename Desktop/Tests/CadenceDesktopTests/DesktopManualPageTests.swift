import Foundation
import Testing

@testable import CadenceDesktop

/// cadence-desktop(1) is written by hand (Resources/man, English and zh_CN): every option
/// the usage names is in both pages, and every option the pages describe is one the app
/// takes, so neither can drift from `DesktopOptions`.
@Suite struct DesktopManualPageTests {
  static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

  static let pages = ["man/cadence-desktop.1", "man/zh_CN/cadence-desktop.1"]

  /// The `--options` in `text`, each once.
  static func options(in text: String) -> Set<String> {
    var found = Set<String>()
    var rest = text[...]
    while let start = rest.range(of: "--") {
      let name = rest[start.upperBound...].prefix { $0.isLetter || $0 == "-" }
      if let first = name.first, first.isLetter { found.insert("--" + name) }
      rest = rest[start.upperBound...]
    }
    return found
  }

  @Test(arguments: pages)
  func thePageDescribesExactlyTheOptionsTheAppTakes(page: String) throws {
    let roff = try String(
      contentsOf: Self.resources.appendingPathComponent(page), encoding: .utf8)
    // The page writes each `-` as `\-`; the options are its OPTIONS' tags.
    let text = roff.replacing("\\-", with: "-")
    let lines = text.split(separator: "\n")
    let tags = zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.map { String($0.1) }
    let described = Self.options(in: tags.joined(separator: "\n"))
    let usage = Self.options(in: DesktopOptions.usage).union(["--help"])
    #expect(
      described == usage,
      "\(page): only in the page \(described.subtracting(usage)), only in the usage \(usage.subtracting(described))"
    )
    for option in usage.subtracting(["--help"]) {
      let value = ["--page": "timer", "--lang": "en", "--at": "1"][option] ?? "2"
      let flags: Set = [
        "--start", "--quit-at-end", "--reduce-motion", "--redraw-every-frame", "--sound",
        "--no-sound", "--eyes-closed",
      ]
      let arguments = flags.contains(option) ? [option] : [option, value]
      #expect(throws: Never.self, "\(arguments)") { _ = try DesktopOptions(arguments: arguments) }
    }
  }

  /// The page's title line names the app's version: both pages said 0.1.0 for a whole
  /// release after the app became 0.2.0.
  @Test(arguments: pages)
  func thePageNamesTheAppsVersion(page: String) throws {
    let roff = try String(
      contentsOf: Self.resources.appendingPathComponent(page), encoding: .utf8)
    let title = roff.split(separator: "\n").first { $0.hasPrefix(".TH ") }
    #expect(
      title?.contains("\"cadence \(DesktopApp.version)\"") == true, "\(page): \(title ?? "no .TH")")
  }
}
