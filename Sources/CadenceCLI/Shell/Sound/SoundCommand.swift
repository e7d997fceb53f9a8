import CadencePractice
import CadenceSound
import CadenceSystem
import CadenceWords

/// `cadence sound test`: plays every cue once, a second and a half apart, through the sound
/// server a practice would use, and says which server and sink it was.
struct SoundCommand: Subcommand, Equatable {
  private enum Word {
    static let test = SubcommandSpec(
      "test", help: "Play every cue once, with the sound settings, and name the server.")
  }

  static let spec = CommandSpec(
    name: "sound", abstract: "Check the sound: play every cue and name the server and sink.",
    subcommands: [Word.test],
    withoutSubcommand: .defaultsTo(Word.test.name),
    discussion: """
      The cues play at the volumes and with the offset the sound settings give. With no
      sound server (or no libpulse.so.0), it says so and exits 1.

      EXAMPLES:
        cadence sound test
        cadence config set volume.bells 50 && cadence sound test

      EXIT STATUS: 0 when the cues played, 1 without a sound server, 64 for bad usage.
      """)

  /// How far apart the cues play.
  static let spacing = Duration.milliseconds(1_500)

  init() {}

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    _ = try Self.spec.parse(&arguments)
  }

  func run(in context: CommandContext) -> ExitStatus {
    let settings = SettingValues.read(in: context)
    let clock = KernelClock(.suspending)
    let zero = clock.now()
    let output: PulseOutput
    do throws(SoundProblem) {
      if let problem = PulseReach.problem(in: context.environment) { throw problem }
      output = try PulseOutput.open(
        name: "Cadence sound test", levels: PracticeSoundOptions.levels(in: settings),
        clock: { clock.now() - zero })
    } catch {
      context.errorOutput.write(RuntimeMessage.noSound(error).line(in: context.words))
      return ExitStatus.failure
    }
    // Here, and only here, the command waits for the device: playing the cues is its job.
    output.settle()
    let server = output.server
    context.output.write(
      context.words.soundTestServer(name: server.name, version: server.version, sink: server.sink))
    let start = clock.now() - zero + .milliseconds(300)
    // Every synthesised sound, then the phases' names where eSpeak NG speaks them.
    let words: [SpokenWord] = SpokenVoice.isAvailable ? [.breatheIn, .hold, .breatheOut] : []
    let kinds =
      CueKind.synthesised + words.map { CueKind.spoken(SpokenCue($0, in: context.language)) }
    let cues = kinds.enumerated().map { index, kind in
      Cue(kind, at: start + Self.spacing * index)
    }
    output.follow(cues, at: clock.now() - zero)
    for cue in cues {
      sleepThread(for: cue.at - (clock.now() - zero))
      context.output.write("  " + context.words.cueName(cue.kind) + "\n")
    }
    output.close(drain: .seconds(4))
    sleepThread(for: output.ringsFor)
    context.output.write(context.words.soundTestDone(cues.count))
    return ExitStatus.success
  }
}
