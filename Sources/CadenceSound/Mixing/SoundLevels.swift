/// How loud each layer plays, and how far the sound is moved against the picture.
public struct SoundLevels: Hashable, Sendable {
  /// Each layer's volume, 0 to 100.
  public var volumes: [CueLayer: Int]
  /// Added to every cue's instant: positive plays later, for an output that the screen
  /// runs behind; negative plays earlier, for one with latency the server does not know
  /// of (Bluetooth headphones: about 250 ms). Within ±1 s.
  public var offset: Duration

  /// The default volume of each layer: cues full, bells a little quieter, ticks quiet.
  public static let defaultVolumes: [CueLayer: Int] = [.cues: 80, .bells: 70, .ticks: 40]

  /// Levels with `volumes` (missing layers at their default) and `offset`.
  public init(volumes: [CueLayer: Int] = [:], offset: Duration = .zero) {
    self.volumes = Self.defaultVolumes.merging(volumes) { $1 }
    self.offset = offset
  }

  /// The gain of `layer`: its volume squared (0 to 1), closer to how loudness is heard
  /// than a straight line.
  public func gain(_ layer: CueLayer) -> Double {
    let volume = Double(min(100, max(0, volumes[layer] ?? 100))) / 100
    return volume * volume
  }
}
