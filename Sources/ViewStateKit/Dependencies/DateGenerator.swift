import Foundation

/// Tells a reducer what time it is: the real time in the app, a fixed or stepping time in tests.
/// Keep one as a stored property and call it like a function.
///
/// ```swift
/// struct Notes: Reducer {
///     let now: DateGenerator
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         switch action {
///         case .saveTapped:
///             state.savedAt = now()
///             return .none
///         }
///     }
/// }
///
/// Notes(now: .live)                                                        // the app
/// Notes(now: .constant(Date(timeIntervalSince1970: 1_700_000_000)))      // a test
/// Notes(now: .stepping(from: Date(timeIntervalSince1970: 0), by: 60))     // 0 s, 60 s, 120 s, …
/// ```
///
/// Or read it as a dependency, `@Dependency(\.date) var date` (see ``DependencyValues/date``),
/// and set a test's time with `$0.date.now = Date(timeIntervalSince1970: 0)`.
public struct DateGenerator: Sendable {
    private var generate: @Sendable () -> Date

    /// A generator that calls `generate`.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The date now, by this generator.
    public func callAsFunction() -> Date {
        generate()
    }

    /// The date now, by this generator. Setting it makes the generator always give that date:
    /// `store.dependencies.date.now = Date(timeIntervalSince1970: 1_234_567_890)`.
    public var now: Date {
        get { generate() }
        set { generate = { newValue } }
    }

    /// The real time (`Date()`), for the app.
    public static var live: Self {
        Self { Date() }
    }

    /// Always `date`.
    public static func constant(_ date: Date) -> Self {
        Self { date }
    }

    /// `start` on the first call, then `interval` seconds later on each call after it — a fresh
    /// sequence each time this is called.
    public static func stepping(from start: Date, by interval: TimeInterval) -> Self {
        let calls = LockedValue(0)
        return Self {
            let step = calls.withLock { count -> Int in
                defer { count += 1 }
                return count
            }
            return start.addingTimeInterval(interval * Double(step))
        }
    }
}
