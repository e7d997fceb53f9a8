import CadencePractice
import CadenceWords

/// Everything Cadence says, in one language.
///
/// Each language is one type that conforms to every domain's protocol; a message added to
/// a protocol and missing from a language is a build error, never English left on a
/// Chinese screen. Messages take their parts as typed values (counts, durations, the
/// engine's error cases) so each language phrases, orders and counts them its own way:
/// English "1 cycle" / "4 cycles", Chinese 4 个循环 with no plural.
///
/// A catalogue only makes strings. Screens ask for a string when what it shows changes,
/// not on every frame, so a lookup costs nothing per frame.
///
/// Rule for implementations: do not add a protocol extension that implements a
/// requirement: a default would make a missing translation compile.
///
/// The words the desktop app shares (phases, patterns, segments, programs, dates) are
/// `PracticeWords`, in the `CadenceWords` module, on the same two types.
protocol Catalogue:
  PracticeWords, BreatheWords, ConfigWords, DurationWords, HelpWords, HistoryWords,
  HomeWords, ManualWords, MeditateWords, NoticeWords, PomodoroWords, ProgramListWords,
  RuntimeWords, ScreenWords, SoundWords, StatsWords, StatusWords, StopwatchWords, SyncWords,
  TimerWords,
  TraceWords,
  TypeWords, ResonanceFindWords, RetentionWords, RetentionSummaryWords, MoodWords,
  UsageWords
{}
