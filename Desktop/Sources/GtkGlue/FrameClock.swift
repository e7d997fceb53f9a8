import CGtk

/// One frame as the frame clock sees it, in microseconds of CLOCK_MONOTONIC
/// (`g_get_monotonic_time`'s clock, which stops while the machine sleeps).
public struct FrameTiming: Hashable, Sendable {
  /// The frame clock's time for this frame (`gdk_frame_clock_get_frame_time`).
  public var frameTime: Int
  /// When this frame is predicted to reach the screen; `frameTime` when the clock does not
  /// predict (the first frames, or a backend without presentation feedback).
  public var presentationTime: Int
  /// Whether `presentationTime` is the clock's prediction rather than the fallback.
  public var isPredicted: Bool

  public init(frameTime: Int, presentationTime: Int, isPredicted: Bool) {
    self.frameTime = frameTime
    self.presentationTime = presentationTime
    self.isPredicted = isPredicted
  }

  /// Reads the current frame's timings from `clock`.
  public init(clock: OpaquePointer) {
    let frameTime = Int(gdk_frame_clock_get_frame_time(clock))
    var predicted = 0
    if let timings = gdk_frame_clock_get_current_timings(clock) {
      predicted = Int(gdk_frame_timings_get_predicted_presentation_time(timings))
    }
    self.init(
      frameTime: frameTime, presentationTime: predicted > 0 ? predicted : frameTime,
      isPredicted: predicted > 0)
  }
}

/// A tick: the frame's timing; returns whether to keep ticking.
public typealias TickAction = @MainActor (FrameTiming) -> Bool

private let tickThunk:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?)
    -> gboolean = { _, clock, data in
      let context = CallbackContext<TickAction>.from(data)
      let timing = FrameTiming(clock: clock!)
      return MainActor.assumeIsolated { context.action(timing) } ? 1 : 0
    }

private let releaseTick: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
  CallbackContext<TickAction>.release(data)
}

extension Widget {
  /// Adds a tick callback (`gtk_widget_add_tick_callback`): GTK runs frames while one is
  /// installed, so install it only while something moves. Returns its id for
  /// ``removeTick(_:)``; returning `false` from `action` removes it too.
  public func addTick(_ action: @escaping TickAction) -> UInt32 {
    let context = CallbackContext<TickAction>(action)
    return gtk_widget_add_tick_callback(pointer, tickThunk, context.retainedPointer(), releaseTick)
  }

  public func removeTick(_ id: UInt32) { gtk_widget_remove_tick_callback(pointer, id) }

  /// The widget's frame clock, once it is realized.
  public var frameClock: OpaquePointer? { gtk_widget_get_frame_clock(pointer) }
}

/// `g_get_monotonic_time()`: microseconds of the frame clock's clock.
public func monotonicMicroseconds() -> Int { Int(g_get_monotonic_time()) }
