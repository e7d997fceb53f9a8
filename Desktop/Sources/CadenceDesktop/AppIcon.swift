import Foundation
import GtkGlue

/// The app's icon, `dev.cadence.Desktop`: installed (`make install`) it is in the hicolor
/// theme; run from the build tree it is in no theme, and About showed GTK's missing-image
/// icon. The package's `Resources` folder, where the binary was built, holds it as
/// `dev.cadence.Desktop.svg`: while the theme has no such icon and that folder is there,
/// the theme looks in it too. Only when About is first shown: the folder is not read at
/// start, and the SVG renderer is not loaded for a window not shown.
enum AppIcon {
  static let name = "dev.cadence.Desktop"

  /// `Desktop/Resources` of the sources this binary was built from.
  static let buildTreeResources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources").path

  /// Lets the icon theme find the app's icon in the build tree when it is not installed.
  @MainActor
  static func findUninstalled(in folder: String = buildTreeResources) {
    guard !IconTheme.finds(name),
      FileManager.default.fileExists(atPath: folder + "/" + name + ".svg")
    else { return }
    IconTheme.addFolder(folder)
  }
}
