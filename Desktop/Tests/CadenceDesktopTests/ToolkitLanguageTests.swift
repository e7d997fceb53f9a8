import CGtk
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// The window's language, chosen over the locale's (`--lang`, `cadence config language`), is
/// GTK's and libadwaita's too: in an English session with `--lang zh-Hans` the shortcuts
/// window was titled "Shortcuts" over Chinese keys, its search "Search Shortcuts", and About's
/// rows English.
final class ToolkitLanguageTests: XCTestCase {
  func testAChosenLanguageOtherThanTheLocalesIsTheToolkitsToo() {
    let english = ["LANG": "C.UTF-8"]
    let chinese = ["LANG": "zh_CN.UTF-8"]
    let german = ["LC_ALL": "de_DE.UTF-8"]
    XCTAssertEqual(DesktopApp.toolkitLanguage(.simplifiedChinese, environment: english), "zh_CN")
    XCTAssertEqual(DesktopApp.toolkitLanguage(.english, environment: chinese), "en")
    XCTAssertEqual(DesktopApp.toolkitLanguage(.english, environment: german), "en")
    // Nothing to tell where the locale says it, or where nothing was chosen.
    XCTAssertNil(DesktopApp.toolkitLanguage(.simplifiedChinese, environment: chinese))
    XCTAssertNil(DesktopApp.toolkitLanguage(.english, environment: english))
    XCTAssertNil(DesktopApp.toolkitLanguage(nil, environment: english))
  }

  /// What GTK then says, from its own catalogue (gtk40).
  func testGTKSaysItsOwnWordsInTheLanguageItIsTold() throws {
    guard FileManager.default.fileExists(atPath: "/usr/share/locale/zh_CN/LC_MESSAGES/gtk40.mo")
    else { throw XCTSkip("GTK's Chinese catalogue is not installed") }
    let before = ProcessInfo.processInfo.environment["LANGUAGE"]
    // The app's locale once GTK has set it up from `LANG=C.UTF-8` (gettext reads LANGUAGE
    // in any locale but C itself).
    let locale = String(cString: setlocale(LC_ALL, nil))
    setlocale(LC_ALL, "C.UTF-8")
    defer {
      if let before { setenv("LANGUAGE", before, 1) } else { unsetenv("LANGUAGE") }
      setlocale(LC_ALL, locale)
    }
    let environment = ["LANG": "C.UTF-8"]
    guard let language = DesktopApp.toolkitLanguage(.simplifiedChinese, environment: environment)
    else { return XCTFail("GTK not told") }
    MainActor.assumeIsolated { setToolkitLanguage(language) }
    // A word of GTK's this process never looked up before (gettext keeps what it looked up).
    XCTAssertEqual(String(cString: g_dgettext("gtk40", "Page Setup")), "页面设置")
  }
}
