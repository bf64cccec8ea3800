/// A clock for tests that fails the running test when it is used: the test value of
/// ``DependencyValues/continuousClock``, so a test that forgot to give its feature a clock (a
/// ``ManualClock``) fails by name instead of waiting in real time.
///
/// ``sleep(until:tolerance:)`` (and so `sleep(for:)`) reports the failure and throws
/// ``UnimplementedDependencyError``, which ends the effect that slept. Reading ``now`` gives the
/// real clock's time without a report, since `sleep(for:)` reads it first; read the time in a
/// feature from `@Dependency(\.date)`, which does report.
///
/// ```text
/// Unimplemented dependency @Dependency(\.continuousClock) was called. Tests get unimplemented
/// dependencies; override it: withDependencies { $0.… = … } (or TestStore's withDependencies:).
/// ```
public struct UnimplementedClock: Clock, Sendable {
    /// The name failures give the clock, such as `@Dependency(\.continuousClock)`.
    public let name: String
    private let location: UnimplementedDependencyError.Location

    /// A clock that reports `name` when used, at the line that made it.
    public init(
        _ name: String = "Clock",
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.name = name
        self.location = UnimplementedDependencyError.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The real continuous clock's time.
    public var now: ContinuousClock.Instant {
        ContinuousClock.now
    }

    /// The real continuous clock's resolution.
    public var minimumResolution: Duration {
        ContinuousClock().minimumResolution
    }

    /// Reports the use and throws ``UnimplementedDependencyError``: the sleep never happens.
    public func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration? = nil) async throws {
        throw UnimplementedDependencyError.reported(name: name, at: location)
    }
}

extension DependencyValues {
    /// The clock features sleep and time on: `ContinuousClock()` in the app and in previews; in
    /// tests an ``UnimplementedClock`` — give the test store a ``ManualClock``
    /// (`$0.continuousClock = clock`) and move time with `await clock.advance(by:)`.
    ///
    /// ```swift
    /// @Dependency(\.continuousClock) var clock
    /// return .run { send in
    ///     try await clock.sleep(for: .seconds(1))
    ///     await send(.timerTicked)
    /// }
    /// ```
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }
}

private enum ContinuousClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = ContinuousClock()
    static let testValue: any Clock<Duration> = UnimplementedClock(#"@Dependency(\.continuousClock)"#)
}
