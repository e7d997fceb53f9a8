import CGtk
import Cadence
import Foundation
import GtkGlue

/// The timer's, the pomodoro's and the sitting's ring: a dim full circle with the accent arc
/// over the part still to go, from the top, clockwise, in a square as large as the page
/// allows.
///
/// It is drawn in tiles, a 4 × 4 grid without the middle four (the ring never passes there;
/// the digits do), and a change redraws only the tiles the arc's end moved through. GTK 4
/// paints a drawing area whole, and with the cairo renderer the area repainted is most of
/// what a running clock page costs: one drawing area for the whole ring replayed all of it
/// each second, and everything under it. An arc that moved less than a pixel is not drawn
/// again until it has moved one (or reached its end).
@MainActor
final class ProgressRing: Widget {
  /// The grid of tiles: one picture (`img`) to assistive technologies.
  let pointer: UnsafeMutablePointer<GtkWidget>
  /// Rows and columns of tiles.
  nonisolated static let cells = 4
  private let grid: Grid
  private let tiles: [DrawingArea]
  /// The part of the ring still to go that the tiles show (0…1).
  private(set) var shown = 1.0
  /// Tiles drawn so far, and their area in pixels (tests).
  private(set) var tileDrawings = 0
  private(set) var drawnArea = 0

  /// Runs when the ring's size changes (what lies over it follows).
  var onResize: (() -> Void)?

  /// The radius of the ring's inside, in its size now (0 before it has one).
  var insideRadius: Double {
    guard grid.width > 0, grid.height > 0 else { return 0 }
    let ring = Self.geometry((Double(grid.width), Double(grid.height)))
    return ring.radius - ring.lineWidth / 2
  }

  init(name: String) {
    let grid = Grid(picture: name)
    self.grid = grid
    pointer = grid.pointer
    var tiles: [DrawingArea] = []
    for row in 0..<Self.cells {
      for column in 0..<Self.cells where Self.isOnTheRing(column: column, row: row) {
        let tile = DrawingArea.tile()
        grid.attach(tile, column: column, row: row)
        tiles.append(tile)
      }
    }
    self.tiles = tiles
    grid.setSizeRequest(width: Theme.discSide, height: Theme.discSide)
    for tile in tiles {
      // Weak: the widgets can outlive the page that made them (a test's window).
      tile.onDraw { [weak self] painter, width, height in
        self?.draw(tile, painter, width: width, height: height)
      }
      // A tile draws its part of the ring where it lies in the grid: when the grid's size
      // changes, one tile's at least does, and every tile's part moves.
      tile.onResize { [weak self] _, _ in
        self?.redrawAll()
        self?.onResize?()
      }
    }
    // Shown again (a new run on the page): the tiles show the ring as it is now.
    grid.on("map") { [weak self] in self?.redrawAll() }
  }

  /// Whether the tile at `column`, `row` has a part of the ring: the middle tiles lie
  /// inside it (their far corners are 0.35 of the side from the centre, the ring's inner
  /// edge more than 0.43 from the smallest side up).
  nonisolated static func isOnTheRing(column: Int, row: Int) -> Bool {
    let middle = 1...(cells - 2)
    return !(middle.contains(column) && middle.contains(row))
  }

  /// The ring with its digits over it, as large as the room allows (once).
  func face(digits: some Widget) -> AnyWidget {
    let square = SquareFrame(self)
    square.setExpand(horizontal: true, vertical: true)
    digits.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    return AnyWidget(Overlay(child: square, over: digits).pointer)
  }

  /// Shows `fraction` (0…1) of the ring left: draws again the tiles where it changed, once
  /// the arc's end moved a pixel, or reached the end or the start.
  func show(_ fraction: Double) {
    guard fraction != shown else { return }
    let size = (width: Double(grid.width), height: Double(grid.height))
    guard size.width > 0, size.height > 0, grid.isMapped else {
      // Drawn as it is when it is shown.
      shown = fraction
      return
    }
    guard Self.isVisible(from: shown, to: fraction, radius: Self.geometry(size).radius) else {
      return
    }
    let rectangles = tiles.map { $0.bounds(in: grid) ?? (0, 0, 0, 0) }
    let changed = Self.tilesChanged(from: shown, to: fraction, size: size, tiles: rectangles)
    shown = fraction
    for index in changed { tiles[index].queueDraw() }
  }

  /// Whether the arc's end moving from `old` to `new` of a ring of `radius` is worth a
  /// drawing: it moved a pixel at least, or reached the end or the start.
  nonisolated static func isVisible(from old: Double, to new: Double, radius: Double) -> Bool {
    new != old && (new == 0 || new == 1 || abs(new - old) * 2 * Double.pi * radius >= 1)
  }

  /// Every tile drawn again (a new size, shown again; the figures' baseline).
  func redrawAll() {
    for tile in tiles { tile.queueDraw() }
  }

  private func draw(_ tile: DrawingArea, _ painter: Painter, width: Int, height: Int) {
    guard let bounds = tile.bounds(in: grid) else { return }
    tileDrawings += 1
    drawnArea += width * height
    painter.translate(x: -bounds.x, y: -bounds.y)
    Self.draw(
      painter, size: (Double(grid.width), Double(grid.height)), fraction: shown, within: bounds)
  }

  /// Where the ring lies in a `size` square (or rectangle: centred, by its shorter side).
  nonisolated static func geometry(_ size: (width: Double, height: Double)) -> (
    centerX: Double, centerY: Double, radius: Double, lineWidth: Double
  ) {
    (
      size.width / 2, size.height / 2, min(size.width, size.height) / 2 - Double(Spacing.regular),
      Double(Spacing.regular) / 1.5
    )
  }

  /// The angle of the arc's end with `fraction` left: from the top, clockwise.
  nonisolated static func angle(_ fraction: Double) -> Double {
    -Double.pi / 2 + 2 * Double.pi * fraction
  }

  /// A rectangle in the ring's area (a tile).
  typealias Area = (x: Double, y: Double, width: Double, height: Double)

  /// Draws the ring in a `size` area with `fraction` (0…1) of it left; within `area` (a
  /// tile), only the pieces that reach into it.
  ///
  /// Both circles are paths of pieces that begin at fixed angles: cairo spreads an arc's
  /// curves over its whole span, so one arc from the top would move every pixel of its edge
  /// a little each second, and a tile would not match its neighbours. A tile strokes only
  /// its own pieces: cairo replays every tile's drawing each frame (clipped to what
  /// changed, but each stroke is laid out whole first), so twelve whole circles would cost
  /// twelve times one.
  static func draw(
    _ painter: Painter, size: (width: Double, height: Double), fraction: Double,
    within area: Area? = nil
  ) {
    let ring = geometry(size)
    painter.setLineWidth(ring.lineWidth)
    Theme.paintRing(painter)
    stroke(painter, pieces(upTo: 1, size: size, within: area), ring)
    guard fraction > 0 else { return }
    Theme.paintAccent(painter)
    stroke(painter, pieces(upTo: fraction, size: size, within: area), ring)
  }

  private static func stroke(
    _ painter: Painter, _ pieces: [(from: Double, to: Double)],
    _ ring: (centerX: Double, centerY: Double, radius: Double, lineWidth: Double)
  ) {
    guard !pieces.isEmpty else { return }
    var end: Double?
    for piece in pieces {
      if piece.from != end { painter.newSubPath() }
      painter.arc(
        centerX: ring.centerX, centerY: ring.centerY, radius: ring.radius, from: piece.from,
        to: piece.to)
      end = piece.to
    }
    painter.stroke()
  }

  /// The ring's pieces (their angles) from the top, clockwise, up to `fraction` of it; with
  /// `area`, only those whose stroke reaches into it.
  nonisolated static func pieces(
    upTo fraction: Double, size: (width: Double, height: Double), within area: Area? = nil
  ) -> [(from: Double, to: Double)] {
    let ring = geometry(size)
    let reach = ring.lineWidth / 2 + 2
    let end = angle(fraction)
    var pieces: [(from: Double, to: Double)] = []
    var index = 0
    while angle(0) + Double(index) * pieceAngle < end {
      let from = angle(0) + Double(index) * pieceAngle
      let to = min(from + pieceAngle, end)
      index += 1
      if let area {
        // A piece is under a 64th of the circle: its ends and middle bound it to a
        // fraction of a pixel.
        let points = [from, (from + to) / 2, to].map {
          (x: ring.centerX + ring.radius * cos($0), y: ring.centerY + ring.radius * sin($0))
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard xs.max()! + reach > area.x, xs.min()! - reach < area.x + area.width,
          ys.max()! + reach > area.y, ys.min()! - reach < area.y + area.height
        else { continue }
      }
      pieces.append((from, to))
    }
    return pieces
  }

  /// The span of the arc's pieces: a 64th of the circle.
  nonisolated static let pieceAngle = 2 * Double.pi / 64

  /// The indices of `tiles` (rectangles in a `size` area) whose pixels differ between the
  /// ring with `old` left and with `new` left: those the arc between the two ends passes
  /// through, with half the stroke's width and two pixels (antialiasing, the steps between
  /// the points looked at) around it.
  nonisolated static func tilesChanged(
    from old: Double, to new: Double, size: (width: Double, height: Double),
    tiles: [(x: Double, y: Double, width: Double, height: Double)]
  ) -> [Int] {
    let ring = geometry(size)
    let reach = ring.lineWidth / 2 + 2
    let from = angle(min(old, new))
    let to = angle(max(old, new))
    // A point a pixel of arc apart, both ends included.
    let steps = max(1, Int((to - from) * ring.radius))
    var changed: Set<Int> = []
    for step in 0...steps {
      let angle = from + (to - from) * Double(step) / Double(steps)
      let x = ring.centerX + ring.radius * cos(angle)
      let y = ring.centerY + ring.radius * sin(angle)
      for (index, tile) in tiles.enumerated()
      where x + reach > tile.x && x - reach < tile.x + tile.width && y + reach > tile.y
        && y - reach < tile.y + tile.height
      {
        changed.insert(index)
      }
    }
    return changed.sorted()
  }
}

extension Duration {
  /// Whole seconds, rounded up: what a countdown shows (`00:01` until the very end).
  var secondsRoundedUp: Int64 {
    let (seconds, attoseconds) = components
    return seconds + (attoseconds > 0 ? 1 : 0)
  }

  /// Milliseconds, rounded down (logs).
  var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
