import Cadence
import CadenceStore

/// The store's words for why an imported spec is no pattern mirror the engine's error case
/// for case (the store sees no engine): one switch each way, so a new engine case fails to
/// compile here instead of reaching a person as a raw value.
extension PatternSpecProblem {
  /// The engine's reason as the store carries it.
  init(_ error: BreathingPatternError) {
    switch error {
    case .empty: self = .empty
    case .unrecognized(let token, let pattern): self = .unrecognized(token, pattern: pattern)
    case .missingSeconds(let keyword, let pattern):
      self = .missingSeconds(after: keyword, pattern: pattern)
    case .wrongNumberOfPhases(let count, let pattern):
      self = .wrongNumberOfPhases(count, pattern: pattern)
    case .negative(let seconds, let pattern): self = .negative(seconds, pattern: pattern)
    case .phaseTooLong(let phase, let pattern): self = .phaseTooLong(phase, pattern: pattern)
    case .phaseTooShort(let phase, let pattern): self = .phaseTooShort(phase, pattern: pattern)
    case .noInhale(let pattern): self = .noInhale(pattern: pattern)
    case .noExhale(let pattern): self = .noExhale(pattern: pattern)
    case .takesNoTime(let pattern): self = .takesNoTime(pattern: pattern)
    }
  }
}

extension BreathingPatternError {
  /// The engine's error for the store's reason, to word it as `pattern add` does.
  init(_ problem: PatternSpecProblem) {
    switch problem {
    case .empty: self = .empty
    case .unrecognized(let token, let pattern): self = .unrecognized(token, pattern: pattern)
    case .missingSeconds(let keyword, let pattern):
      self = .missingSeconds(after: keyword, pattern: pattern)
    case .wrongNumberOfPhases(let count, let pattern):
      self = .wrongNumberOfPhases(count, pattern: pattern)
    case .negative(let seconds, let pattern): self = .negative(seconds, pattern: pattern)
    case .phaseTooLong(let phase, let pattern): self = .phaseTooLong(phase, pattern: pattern)
    case .phaseTooShort(let phase, let pattern): self = .phaseTooShort(phase, pattern: pattern)
    case .noInhale(let pattern): self = .noInhale(pattern: pattern)
    case .noExhale(let pattern): self = .noExhale(pattern: pattern)
    case .takesNoTime(let pattern): self = .takesNoTime(pattern: pattern)
    }
  }
}
