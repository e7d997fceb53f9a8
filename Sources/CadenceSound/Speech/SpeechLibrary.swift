import CadenceSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few eSpeak NG functions the voice calls, found with `dlopen(3)` / `dlsym(3)` as
/// ``PulseLibrary`` finds libpulse's: building Cadence needs no `libespeak-ng-dev`, and a
/// machine without `libespeak-ng.so.1` plays the tones instead (one notice).
///
/// eSpeak NG keeps one synthesiser per process and is not safe from two threads at once:
/// every call goes through ``speak(_:voice:)``, one at a time under a lock, in synchronous
/// mode (`AUDIO_OUTPUT_SYNCHRONOUS`: `espeak_Synth` returns once every sample went to the
/// callback).
final class SpeechLibrary: Sendable {
  typealias SynthCallback =
    @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutableRawPointer?) -> Int32

  private let initialize: @convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32
  private let setCallback: @convention(c) (SynthCallback?) -> Void
  private let setVoice: @convention(c) (UnsafePointer<CChar>?) -> Int32
  private let setParameter: @convention(c) (Int32, Int32, Int32) -> Int32
  private let synth:
    @convention(c) (
      UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
      UnsafeMutableRawPointer?
    ) -> Int32
  /// The sample rate `espeak_Initialize` reported, once it has been called; `nil` before,
  /// and 0 when it failed (no voice data).
  private let rate = Locked<Int?>(nil)

  /// The soname of eSpeak NG's library (Debian's `libespeak-ng1`).
  static let soname = "libespeak-ng.so.1"

  /// The library, loaded once on first use; `nil` when it is not installed.
  static let shared: SpeechLibrary? = load()

  /// Whether `libespeak-ng.so.1` loads with every function the voice calls.
  static var isInstalled: Bool { shared != nil }

  // `espeak_AUDIO_OUTPUT`'s synchronous mode, `espeakINITIALIZE_DONT_EXIT` (without it, a
  // library whose voice data is missing calls exit()), `espeakCHARS_UTF8`, the parameters.
  private static let synchronous: Int32 = 2
  private static let dontExit: Int32 = 0x8000
  private static let utf8: UInt32 = 1
  private static let positionCharacter: Int32 = 1
  static let rateParameter: Int32 = 1
  static let volumeParameter: Int32 = 2
  static let pitchParameter: Int32 = 3
  static let rangeParameter: Int32 = 4

  private init(
    initialize: @escaping @convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32,
    setCallback: @escaping @convention(c) (SynthCallback?) -> Void,
    setVoice: @escaping @convention(c) (UnsafePointer<CChar>?) -> Int32,
    setParameter: @escaping @convention(c) (Int32, Int32, Int32) -> Int32,
    synth:
      @escaping @convention(c) (
        UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
        UnsafeMutableRawPointer?
      ) -> Int32
  ) {
    self.initialize = initialize
    self.setCallback = setCallback
    self.setVoice = setVoice
    self.setParameter = setParameter
    self.synth = synth
  }

  private static func load(path: String = soname) -> SpeechLibrary? {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
    }
    guard
      let initialize = symbol(
        "espeak_Initialize",
        as: (@convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32).self),
      let setCallback = symbol(
        "espeak_SetSynthCallback", as: (@convention(c) (SynthCallback?) -> Void).self),
      let setVoice = symbol(
        "espeak_SetVoiceByName", as: (@convention(c) (UnsafePointer<CChar>?) -> Int32).self),
      let setParameter = symbol(
        "espeak_SetParameter", as: (@convention(c) (Int32, Int32, Int32) -> Int32).self),
      let synth = symbol(
        "espeak_Synth",
        as: (@convention(c) (
          UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
          UnsafeMutableRawPointer?
        ) -> Int32).self)
    else { return nil }
    return SpeechLibrary(
      initialize: initialize, setCallback: setCallback, setVoice: setVoice,
      setParameter: setParameter, synth: synth)
  }

  /// One voice's settings: eSpeak NG's voice name and its rate, pitch and range.
  struct Voice: Hashable, Sendable {
    var name: String
    /// Words a minute.
    var rate: Int32
    /// Base pitch, 0 to 100 (50 is eSpeak's normal).
    var pitch: Int32
    /// Pitch range, 0 (monotone) to 100 (50 is eSpeak's normal).
    var range: Int32
  }

  /// `text` said by `voice`: 16-bit samples and their rate, or `nil` when eSpeak NG cannot
  /// start (no voice data) or has no such voice.
  func speak(_ text: String, voice: Voice) -> (samples: [Int16], rate: Int)? {
    Self.lock.withLock { _ in
      let rate = self.rate.withLock { rate -> Int in
        if let rate { return rate }
        let reported = Int(initialize(Self.synchronous, 0, nil, Self.dontExit))
        rate = max(0, reported)
        return rate ?? 0
      }
      guard rate > 0 else { return nil }
      setCallback(Self.collect)
      guard voice.name.withCString({ setVoice($0) }) == 0 else { return nil }
      _ = setParameter(Self.rateParameter, voice.rate, 0)
      _ = setParameter(Self.pitchParameter, voice.pitch, 0)
      _ = setParameter(Self.rangeParameter, voice.range, 0)
      _ = setParameter(Self.volumeParameter, 100, 0)
      Self.collected.withLock { $0 = [] }
      let result = text.withCString { text in
        synth(text, strlen(text) + 1, 0, Self.positionCharacter, 0, Self.utf8, nil, nil)
      }
      let samples = Self.collected.withLock { samples in
        defer { samples = [] }
        return samples
      }
      return result == 0 ? (samples, rate) : nil
    }
  }

  /// One synthesis at a time: the library has one synthesiser, and the callback one buffer.
  private static let lock = Locked(())
  /// Where the callback puts what the synthesis in progress made.
  private static let collected = Locked<[Int16]>([])
  /// The synthesis callback: a C function, so it keeps its samples in ``collected``.
  private static let collect: SynthCallback = { wave, count, _ in
    guard let wave, count > 0 else { return 0 }
    let buffer = UnsafeBufferPointer(start: wave, count: Int(count))
    SpeechLibrary.collected.withLock { $0.append(contentsOf: buffer) }
    return 0
  }
}
