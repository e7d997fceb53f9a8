// A stand-in for the SwiftUI declarations Cadence's adapters and its documentation's SwiftUI
// examples use, with SwiftUI's names and signatures, so that Linux type-checks that code.
// It checks types, not behaviour: nothing here lays out, renders or animates, and every
// body is empty. Keep each declaration as SwiftUI declares it, with Apple's availability (the
// first releases it is in, on all five platforms; Scripts/availability-check.sh reads them and
// fails on a use above the package's floor, which Linux's compiler cannot see); add only what
// the examples use.
#if canImport(FoundationEssentials)
  @_exported import FoundationEssentials
#else
  @_exported import Foundation
#endif

// MARK: Views

/// SwiftUI's `View`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// A view the stand-in's modifiers and containers return.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct StandInView: View {
  public var body: Never { return fatalError("a stand-in never renders") }
  nonisolated init() {}
}

/// SwiftUI's `ViewBuilder`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder public enum ViewBuilder {
  public static func buildBlock() -> StandInView { StandInView() }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> StandInView {
    StandInView()
  }
  public static func buildIf<Content: View>(_ content: Content?) -> StandInView { StandInView() }
  public static func buildEither<Content: View>(first: Content) -> StandInView { StandInView() }
  public static func buildEither<Content: View>(second: Content) -> StandInView { StandInView() }
}

/// SwiftUI's `Text`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: View {
  public init(_ content: some StringProtocol) {}
  public init(_ key: LocalizedStringKey) {}
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {}
  public var body: Never { return fatalError("a stand-in never renders") }
  // `Text + Text` is left out on purpose: deprecated in the 26 releases (interpolate a Text
  // into a Text instead), so an example that still concatenates does not type-check.
  public func font(_ font: Font?) -> Text { self }
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func foregroundStyle(_ style: some ShapeStyle) -> Text { self }
  @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func monospacedDigit() -> Text { self }
}

/// SwiftUI's `LocalizedStringKey`, as far as interpolating a `Text` into a `Text` needs it.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
  /// SwiftUI's `LocalizedStringKey.StringInterpolation`.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: some StringProtocol) {}
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {}
    @available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public mutating func appendInterpolation(_ text: Text) {}
  }
}

/// SwiftUI's `EmptyView`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EmptyView: View {
  public init() {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `DefaultDateProgressLabel`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct DefaultDateProgressLabel: View {
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `ProgressView`.
@available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  public var body: Never { return fatalError("a stand-in never renders") }
}

@available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {}
}

/// SwiftUI's `VStack`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VStack<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `HStack`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HStack<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `ForEach`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `List`, over identified data.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `Button`, with a title.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Button: View {
  public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `Circle`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Circle: View {
  public init() {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

/// SwiftUI's `TimelineViewDefaultContext`.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct TimelineViewDefaultContext {
  public let date: Date
  public let cadence: Cadence
  /// SwiftUI's `TimelineView.Context.Cadence`.
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }
}

/// SwiftUI's `TimelineView`.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  public typealias Context = TimelineViewDefaultContext
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
  public var body: Never { return fatalError("a stand-in never renders") }
}

// MARK: Modifiers

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  public func font(_ font: Font?) -> StandInView { StandInView() }
  public func scaleEffect(_ scale: Double) -> StandInView { StandInView() }
  public func opacity(_ opacity: Double) -> StandInView { StandInView() }
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public func contentTransition(_ transition: ContentTransition) -> StandInView { StandInView() }
  @available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public func accessibilityLabel(_ label: some StringProtocol) -> StandInView { StandInView() }
  public func disabled(_ disabled: Bool) -> StandInView { StandInView() }
  @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func animation(_ animation: Animation?, value: some Equatable) -> StandInView {
    StandInView()
  }
  @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func task(_ action: @escaping @MainActor @Sendable () async -> Void) -> StandInView {
    StandInView()
  }
  public func onReceive(
    _ publisher: TimerPublisher, perform action: @escaping (Date) -> Void
  ) -> StandInView { StandInView() }
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func onChange<V: Equatable>(
    of value: V, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> StandInView { StandInView() }
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> StandInView { StandInView() }
}

/// SwiftUI's `Transaction`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Transaction {
  public init() {}
  public var disablesAnimations = false
}

/// SwiftUI's `withAnimation(_:_:)`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { try body() }

/// SwiftUI's `withTransaction(_:_:)`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result { try body() }

/// SwiftUI's `ContentTransition`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ContentTransition: Equatable, Sendable {
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition()
  }
}

/// SwiftUI's `AccessibilityNotification`, for its announcements.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
  /// SwiftUI's `AccessibilityNotification.Announcement`: VoiceOver says it.
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public struct Announcement {
    public init(_ announcement: String) {}
    public func post() {}
  }
}

/// SwiftUI's `Font`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
  public static func system(size: Double) -> Font { Font() }
  @available(macOS 11.0, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let largeTitle = Font()
  public func monospacedDigit() -> Font { self }
}

/// SwiftUI's `ShapeStyle`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// SwiftUI's `Color`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Color: ShapeStyle, Hashable {
  public static let clear = Color()
}

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
}

// MARK: Time and animation

/// SwiftUI's `TimelineScheduleMode`.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum TimelineScheduleMode: Sendable {
  case normal, lowFrequency
}

/// SwiftUI's `TimelineSchedule`.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// SwiftUI's `Animation`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Animation: Equatable, Sendable {
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation() }
  public static let linear = Animation()
  public static let `default` = Animation()
}

// MARK: State and environment

/// SwiftUI's `DynamicProperty`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {}

/// SwiftUI's `State`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
  private let box: Box
  public init(wrappedValue value: Value) { box = Box(value) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
}

/// SwiftUI's `ScenePhase`.
@available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

/// SwiftUI's `EnvironmentValues`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
  @available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public var scenePhase: ScenePhase { .active }
  public var accessibilityReduceMotion: Bool { false }
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public var isLuminanceReduced: Bool { false }
}

/// SwiftUI's `Environment`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    value = EnvironmentValues()[keyPath: keyPath]
  }
  private let value: Value
  public var wrappedValue: Value { value }
}

// MARK: Combine and Foundation, as SwiftUI's users see them

/// Foundation's `Timer`, only for `Timer.publish` (Combine), which Linux lacks.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Timer {
  public static func publish(
    every interval: TimeInterval, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> TimerPublisher { TimerPublisher() }
}

/// Foundation's `RunLoop`, as far as `Timer.publish` needs it.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct RunLoop: Sendable {
  public static let main = RunLoop()
  /// Foundation's `RunLoop.Mode`.
  public struct Mode: Sendable {
    public static let common = Mode()
  }
}

extension Duration {
  /// Foundation's `Duration.UnitsFormatStyle`, as far as a spoken label needs it: Linux has
  /// it only in FoundationInternationalization.
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct UnitsFormatStyle: Sendable {
    /// Foundation's `Duration.UnitsFormatStyle.Unit`.
    public enum Unit: Hashable, Sendable { case hours, minutes, seconds }
    /// Foundation's `Duration.UnitsFormatStyle.UnitWidth`.
    public enum UnitWidth: Sendable { case wide, abbreviated, narrow }
    public static func units(allowed units: Set<Unit>, width: UnitWidth) -> UnitsFormatStyle {
      UnitsFormatStyle()
    }
  }
  @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public func formatted(_ style: UnitsFormatStyle) -> String { "" }
}

/// Combine's `Timer.TimerPublisher`, connected or not.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct TimerPublisher {
  public func autoconnect() -> TimerPublisher { self }
}
