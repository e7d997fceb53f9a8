import CGtk
import Cadence
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, the timer page's CPU: a second of a running clock page redraws only the part
/// of its ring that changed. The ring was one drawing area as large as the page, and GTK
/// repaints a drawing area whole: each second the cairo renderer replayed the whole ring
/// and everything under it (cairo, pixman and memset were half the page's time).
final class ProgressRingTests: XCTestCase {
  typealias Rectangle = (x: Double, y: Double, width: Double, height: Double)

  /// The 4 × 4 tiles of a `side` square, as a homogeneous grid cuts it (whole pixels).
  static func tiles(side: Int) -> [(column: Int, row: Int, rectangle: Rectangle)] {
    let cells = ProgressRing.cells
    let edges: [Double] = (0...cells).map { Double($0 * side / cells) }
    var tiles: [(column: Int, row: Int, rectangle: Rectangle)] = []
    for row in 0..<cells {
      for column in 0..<cells {
        let width = edges[column + 1] - edges[column]
        let height = edges[row + 1] - edges[row]
        tiles.append((column, row, (edges[column], edges[row], width, height)))
      }
    }
    return tiles
  }

  @MainActor
  static func pixels(side: Int, fraction: Double) -> [UInt32] {
    Painter.pixels(width: side, height: side) { painter in
      ProgressRing.draw(painter, size: (Double(side), Double(side)), fraction: fraction)
    }
  }

  /// The largest difference of a channel (of 255) of a pixel of `rectangle` between two
  /// pictures of a `side` square.
  static func difference(_ a: [UInt32], _ b: [UInt32], side: Int, in rectangle: Rectangle) -> Int {
    var largest = 0
    for row in Int(rectangle.y)..<Int(rectangle.y + rectangle.height) {
      for column in Int(rectangle.x)..<Int(rectangle.x + rectangle.width) {
        let (one, other) = (a[row * side + column], b[row * side + column])
        for shift in stride(from: 0, to: 32, by: 8) {
          let channels = (Int((one >> shift) & 0xff), Int((other >> shift) & 0xff))
          largest = max(largest, abs(channels.0 - channels.1))
        }
      }
    }
    return largest
  }

  /// Whether `rectangle` looks different in two pictures: a channel of a pixel by more
  /// than 8 of 255 (3 %). Cairo's rasterizer rounds a row's edges together, so a change at
  /// one end of a row moves an edge pixel at its other end by up to 4 (seen: 1 to 4).
  static func differs(_ a: [UInt32], _ b: [UInt32], side: Int, in rectangle: Rectangle) -> Bool {
    difference(a, b, side: side, in: rectangle) > 8
  }

  /// Every tile whose pixels change is drawn again, and a second of a 5-minute timer draws
  /// one tile or two of the twelve: the ring drawn whole, before and after, pixel by pixel.
  func testASecondRedrawsTheTilesWhosePixelsChangeAndNoMore() {
    MainActor.assumeIsolated {
      for side in [240, 424, 517] {
        let all = Self.tiles(side: side)
        let ring = all.filter { ProgressRing.isOnTheRing(column: $0.column, row: $0.row) }
        XCTAssertEqual(ring.count, 12)
        let seconds = (0...300).map { 1 - Double($0) / 300 }
        // Seconds of a 5-minute timer (its start, a quarter, the middle, its end), a minute
        // added, a restart.
        var changes = [(1.0, seconds[1]), (seconds[74], seconds[75]), (seconds[150], seconds[151])]
        changes += [(seconds[224], seconds[225]), (seconds[299], 0), (0.5, 0.7), (0.2, 1)]
        for (old, new) in changes {
          let before = Self.pixels(side: side, fraction: old)
          let after = Self.pixels(side: side, fraction: new)
          let drawn = Set(
            ProgressRing.tilesChanged(
              from: old, to: new, size: (Double(side), Double(side)),
              tiles: ring.map(\.rectangle)))
          for (index, tile) in ring.enumerated()
          where Self.differs(before, after, side: side, in: tile.rectangle) {
            XCTAssertTrue(
              drawn.contains(index),
              "\(side) px, \(old) → \(new): tile \(tile.column),\(tile.row) changed, not drawn")
          }
          // The middle tiles, which the ring never crosses, are not even made.
          for tile in all where !ProgressRing.isOnTheRing(column: tile.column, row: tile.row) {
            XCTAssertFalse(Self.differs(before, after, side: side, in: tile.rectangle))
          }
          if abs(new - old) < 0.01 {
            XCTAssertLessThanOrEqual(drawn.count, 2, "\(side) px, \(old) → \(new): \(drawn)")
          }
        }
      }
    }
  }

  /// Each tile, drawing only the pieces of the ring that reach into it, shows what the ring
  /// drawn whole shows there: the tiles meet without a seam.
  func testEachTileShowsItsPartOfTheWholeRing() {
    MainActor.assumeIsolated {
      for side in [240, 424, 517] {
        let size = (width: Double(side), height: Double(side))
        for fraction in [1, 0.999, 0.75, 0.5, 0.3, 0.01] {
          let whole = Self.pixels(side: side, fraction: fraction)
          for tile in Self.tiles(side: side)
          where ProgressRing.isOnTheRing(column: tile.column, row: tile.row) {
            let area = tile.rectangle
            let own = Painter.pixels(width: Int(area.width), height: Int(area.height)) {
              $0.translate(x: -area.x, y: -area.y)
              ProgressRing.draw($0, size: size, fraction: fraction, within: area)
            }
            var largest = 0
            for row in 0..<Int(area.height) {
              for column in 0..<Int(area.width) {
                let mine = own[row * Int(area.width) + column]
                let theirs = whole[(Int(area.y) + row) * side + Int(area.x) + column]
                for shift in stride(from: 0, to: 32, by: 8) {
                  let difference = abs(
                    Int((mine >> shift) & 0xff) - Int((theirs >> shift) & 0xff))
                  largest = max(largest, difference)
                }
              }
            }
            // Cairo lays a stroke out within the picture it draws on: a pixel on a tile's
            // edge can differ from the whole ring's by up to 15 of 255 (6 %: seen, the same
            // with every piece drawn in the tile), where the ring's own edge crosses it.
            XCTAssertLessThanOrEqual(
              largest, 16, "\(side) px, \(fraction) left: tile \(tile.column),\(tile.row)")
            // A tile strokes a quarter of the circle at most.
            XCTAssertLessThanOrEqual(
              ProgressRing.pieces(upTo: 1, size: size, within: area).count, 16)
          }
        }
      }
    }
  }

  /// An arc that moved less than a pixel is drawn with the move that makes one.
  func testAnArcThatMovedLessThanAPixelWaits() {
    // A ring of radius 200 px is 1,257 px round: a 25-minute timer's second is 0.84 px.
    XCTAssertFalse(ProgressRing.isVisible(from: 1, to: 1 - 1 / 1500, radius: 200))
    XCTAssertTrue(ProgressRing.isVisible(from: 1, to: 1 - 2 / 1500, radius: 200))
    // Its end and a restart are drawn however small the move.
    XCTAssertTrue(ProgressRing.isVisible(from: 0.0001, to: 0, radius: 200))
    XCTAssertTrue(ProgressRing.isVisible(from: 0.9999, to: 1, radius: 200))
    XCTAssertFalse(ProgressRing.isVisible(from: 0.5, to: 0.5, radius: 200))
  }

  /// On screen, ten seconds of a 5-minute timer draw about a tile a second: before, the
  /// whole ring's area (and the page around it) every second.
  func testTenSecondsOfARunningTimerDrawAboutATileASecond() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
      defer { main.window.destroy() }
      let ring = main.timer.ring
      var drawings = 0
      var area = 0
      _ = try TimerRedrawTests.countFrames(seconds: 10, main) {
        drawings = ring.tileDrawings
        area = ring.drawnArea
      }
      drawings = ring.tileDrawings - drawings
      area = ring.drawnArea - area
      main.stopPractices()
      let tile = (ring.width / ProgressRing.cells) * (ring.height / ProgressRing.cells)
      XCTAssertGreaterThan(tile, 0)
      // The arc's end moves 4 px a second here: a tile, now and then two.
      XCTAssertGreaterThanOrEqual(drawings, 9, "the ring stopped")
      XCTAssertLessThanOrEqual(drawings, 20)
      XCTAssertLessThanOrEqual(area, 20 * tile + 20 * (ring.width + ring.height))
    }
  }
}
