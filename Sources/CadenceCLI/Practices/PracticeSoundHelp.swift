import CadencePractice

/// The SOUND paragraph of each practice's help and manual page, naming that practice's own
/// sounds: a timer has no inhale tone, a sitting no focus bell, and a page that listed every
/// cue sent a person to settings that change nothing in the practice they read about.
enum PracticeSoundHelp {
  static let timer = """
    SOUND: on by default where a PulseAudio or PipeWire server runs: a chime of three
    falling notes when the time is up, placed on the sound card's own clock in step with
    the screen; with no server the terminal bell rings as before, without a word. --sound
    asks for it (a missing server is then said once); --no-sound turns it off. Settings:
    sound, volume.bells, sound.offset; 'cadence sound test' plays every cue.
    """

  static let pomodoro = """
    SOUND: on by default where a PulseAudio or PipeWire server runs: a light bell as a
    focus segment begins and a lower, slower one as a break begins, placed on the sound
    card's own clock in step with the screen; with no server the terminal bell rings as
    before, without a word. --sound asks for it (a missing server is then said once);
    --no-sound turns it off. Settings: sound, volume.bells, sound.offset; 'cadence sound
    test' plays every cue.
    """

  static let meditate = """
    SOUND: on by default where a PulseAudio or PipeWire server runs: a singing bowl at
    each bell, ringing on for seconds, placed on the sound card's own clock in step with
    the screen; with no server the terminal bell rings as before, without a word. --sound
    asks for it (a missing server is then said once); --no-sound turns it off. Settings:
    sound, volume.bells, sound.offset; 'cadence sound test' plays every cue.
    """

  static let breathe = """
    SOUND: on by default where a PulseAudio or PipeWire server runs (eyes closed, a tone
    tells inhale from exhale: one rising as you breathe in, two falling as you breathe
    out, a quiet steady one for a hold; sound.cues strikes rings one strike in, two out),
    a soft tick each second with sound.ticks on, and a chime of three falling notes at the
    end, placed on the sound card's own clock in step with the screen; with no server the
    terminal bell rings as before, without a word. --sound asks for it (a missing server
    is then said once); --no-sound turns it off. Settings: sound, sound.cues, sound.ticks,
    sound.hold-ticks, sound.counts, volume.cues, volume.ticks, volume.bells, sound.offset;
    'cadence sound test' plays every cue.
    """
}
