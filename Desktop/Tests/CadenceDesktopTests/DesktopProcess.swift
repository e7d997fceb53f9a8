import CGtk
import CadenceWords
import Foundation
import Synchronization

@testable import CadenceDesktop

/// Runs the built `cadence-desktop` as a child process, as a person would, with a fresh
/// data directory; GTK needs a display, so these tests run under `xvfb-run` (they are
/// skipped where `DISPLAY` is unset).
struct DesktopProcess {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
    /// Whether it was still running at the run's time limit, and was killed.
    var timedOut = false
  }

  static let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil

  /// The binary next to the test bundle in the build products directory.
  static var binary: URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent("cadence-desktop")
  }

  /// A fresh, private data directory for one run.
  static func dataDirectory() -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-desktop-test-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return path
  }

  /// Runs the app with `arguments`; `environment` is laid over the test's (after
  /// `LANG=C.UTF-8`), so a test can ask for a locale.
  static func run(
    _ arguments: [String], environment overrides: [String: String] = [:],
    timeLimit: Duration? = nil
  ) throws -> Result {
    // Many children start at once (Swift Testing runs suites in parallel), and now and then
    // one cannot open the Xvfb display at all: it says so and exits 1 before doing anything
    // (seen once in a .ci/run). Only that is tried again; every other result is the test's.
    let noDisplay = [EnglishCatalogue().noDisplay, ChineseCatalogue().noDisplay]
    var result = try runOnce(arguments, environment: overrides, timeLimit: timeLimit)
    for _ in 0..<2
    where hasDisplay && result.status == 1
      && noDisplay.contains(where: result.errors.contains)
    {
      result = try runOnce(arguments, environment: overrides, timeLimit: timeLimit)
    }
    return result
  }

  /// Starts the app with `arguments` and returns at once (its output is dropped): for a
  /// test that signals it while it runs.
  static func start(_ arguments: [String], environment overrides: [String: String] = [:]) throws
    -> Process
  {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment["GSK_RENDERER"] = "cairo"
    environment["GTK_A11Y"] = "none"
    // Silent: a sound server the machine runs (CI starts one for the sound tests) never
    // hears the desktop's tests.
    environment["PULSE_SERVER"] = "unix:/nonexistent"
    environment.merge(overrides) { $1 }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  private static func runOnce(
    _ arguments: [String], environment overrides: [String: String], timeLimit: Duration?
  ) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    // The CPU renderer: the same pixels on every machine, and far less CPU under Xvfb.
    environment["GSK_RENDERER"] = "cairo"
    environment["GTK_A11Y"] = "none"
    // Silent: a sound server the machine runs (CI starts one for the sound tests) never
    // hears the desktop's tests.
    environment["PULSE_SERVER"] = "unix:/nonexistent"
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    environment.merge(overrides) { $1 }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Past its time limit, a run that should have ended by itself is killed (SIGKILL: a
    // SIGTERM would end it as the system asks, with status 0).
    let killed = Mutex(false)
    if let timeLimit {
      let pid = process.processIdentifier
      let seconds = Double(timeLimit.components.seconds)
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
        guard process.isRunning else { return }
        killed.withLock { $0 = true }
        kill(pid, SIGKILL)
      }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self), timedOut: killed.withLock { $0 })
  }
}

/// A PNG read back through GDK, as 8-bit pixels.
struct Picture {
  let width: Int
  let height: Int
  /// B, G, R, A per pixel (cairo's ARGB32 on a little-endian machine), premultiplied.
  let bytes: [UInt8]

  init?(path: String) {
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_filename(path, &error) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = Int(gdk_texture_get_width(texture))
    let height = Int(gdk_texture_get_height(texture))
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer {
      gdk_texture_download(texture, $0.baseAddress, gsize(width * 4))
    }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
    let index = (y * width + x) * 4
    return (Int(bytes[index + 2]), Int(bytes[index + 1]), Int(bytes[index]))
  }

  /// The disc's radius: half the widest row of accent-coloured pixels (0 if none).
  func discRadius(accent: (red: Int, green: Int, blue: Int)) -> Double {
    var widest = 0
    for y in 0..<height {
      var count = 0
      for x in 0..<width {
        let pixel = pixel(x: x, y: y)
        if abs(pixel.red - accent.red) <= 6, abs(pixel.green - accent.green) <= 6,
          abs(pixel.blue - accent.blue) <= 6
        {
          count += 1
        }
      }
      widest = max(widest, count)
    }
    return Double(widest) / 2
  }
}
