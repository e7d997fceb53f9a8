import Foundation
import XCTest

/// Issue 45: "An accessibility-tree dump (AT-SPI) in a test: every control has a name and
/// role." The app runs as a person runs it, its tree read from the accessibility bus as a
/// screen reader reads it (``AtspiTree``) and printed; every control in it (every page's,
/// shown or not: a page's running view too) has a role and a name of its own, not GTK's
/// stand-in (the widget's type name, "GtkToggleButton"). Skipped, saying why, where there is
/// no accessibility bus (at-spi2-core activated on the session bus: `dbus-run-session`).
final class AtspiDumpTests: XCTestCase {
  /// The roles of controls a person operates, as AT-SPI names them (GTK 4.8 says "button"
  /// for a push button and a toggle button alike).
  static let controlRoles: Set = [
    "button", "push button", "toggle button", "check box", "radio button", "spin button",
    "text", "entry", "combo box", "switch", "slider", "menu button", "password text", "tab",
  ]

  /// Whether `name` names nothing: empty, or the widget's type, which GTK 4.8 gives an
  /// accessible with no name of its own ("GtkToggleButton", "AdwViewSwitcher").
  static func isNoName(_ name: String) -> Bool {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    let typeName =
      (trimmed.hasPrefix("Gtk") || trimmed.hasPrefix("Adw"))
      && trimmed.dropFirst(3).first?.isUppercase == true && !trimmed.contains(" ")
    return trimmed.isEmpty || typeName
  }

  /// The controls of `node` without a name, each with the named accessibles above it and
  /// the text just before it (`window "Cadence" > … after label "Eyes closed": switch
  /// "GtkSwitch"`); a control's own parts (a spin button's text, a drop-down's button) are
  /// the control's, named by it.
  static func unnamed(
    in node: AtspiTree.Node, path: [String] = [], after: String? = nil
  ) -> [String] {
    let this = node.role + (node.name.isEmpty ? "" : " \"\(node.name)\"")
    if controlRoles.contains(node.role) {
      guard isNoName(node.name) else { return [] }
      let context = path.suffix(3).joined(separator: " > ")
      return [context + (after.map { " … after \($0)" } ?? "") + ": " + this]
    }
    let here = isNoName(node.name) ? path : path + [this]
    var found: [String] = []
    var last: String?
    for child in node.children {
      found += unnamed(in: child, path: here, after: last)
      if let text = child.text { last = text }
    }
    return found
  }

  func testEveryControlOnEveryPageHasANameAndARole() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    let bus: AtspiTree
    do {
      bus = try AtspiTree()
    } catch {
      throw XCTSkip(
        "no accessibility bus (\(error)): run under dbus-run-session with at-spi2-core")
    }
    for language in ["en", "zh-Hans"] {
      let arguments = ["--data-dir", DesktopProcess.dataDirectory(), "--lang", language]
      let process = try DesktopProcess.start(arguments, environment: ["GTK_A11Y": "atspi"])
      defer {
        process.terminate()
        process.waitUntilExit()
      }
      // Read until two reads agree: the pages fill in after the window first shows.
      var tree = try bus.application(pid: process.processIdentifier)
      for _ in 0..<20 {
        Thread.sleep(forTimeInterval: 0.3)
        let again = try bus.application(pid: process.processIdentifier)
        if again.dump(all: true) == tree.dump(all: true) { break }
        tree = again
      }
      let lines = tree.dump(all: true)
      print("AT-SPI tree, \(language):\n" + lines.joined(separator: "\n"))
      // Every page is in it, its practice's running view too.
      for role in ["switch \"", "spin button \"", "combo box \"", "image \""] {
        XCTAssertTrue(lines.contains { $0.contains(role) }, "\(language): no \(role)")
      }
      XCTAssertGreaterThan(
        lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("button") }.count, 30,
        "\(language): the pages' buttons are missing")
      for control in Self.unnamed(in: tree) {
        XCTFail("\(language): a control without a name: \(control)")
      }
    }
  }
}

extension AtspiTree.Node {
  /// The first named thing in it, depth first (a row's label), as `role "name"`.
  var text: String? {
    if !AtspiDumpTests.isNoName(name) { return role + " \"\(name)\"" }
    return children.lazy.compactMap(\.text).first
  }
}
