import Foundation

/// Makes `UUID`s for a reducer: random in the app, predictable in tests. Keep one as a stored
/// property and call it like a function.
///
/// ```swift
/// struct Todos: Reducer {
///     let uuid: UUIDGenerator
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         switch action {
///         case .addTapped:
///             state.todos.append(Todo(id: uuid(), title: ""))
///             return .none
///         }
///     }
/// }
///
/// Todos(uuid: .live)                                   // the app
/// let reducer = Todos(uuid: .incrementing)              // a test
/// ```
///
/// `.incrementing` counts from zero, one generator at a time:
///
/// ```text
/// 00000000-0000-0000-0000-000000000000
/// 00000000-0000-0000-0000-000000000001
/// 00000000-0000-0000-0000-000000000002
/// ```
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// A generator that calls `generate`.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// A new `UUID`.
    public func callAsFunction() -> UUID {
        generate()
    }

    /// Random `UUID`s (`UUID()`), for the app.
    public static var live: Self {
        Self { UUID() }
    }

    /// Always `uuid`.
    public static func constant(_ uuid: UUID) -> Self {
        Self { uuid }
    }

    /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`, … — a fresh counter each time
    /// this property is read, so each test starts from zero.
    public static var incrementing: Self {
        let counter = LockedValue<UInt64>(0)
        return Self {
            let value = counter.withLock { count -> UInt64 in
                defer { count &+= 1 }
                return count
            }
            return UUID(counting: value)
        }
    }
}

extension UUID {
    /// The `UUID` whose last twelve hex digits are `value`: `UUID(counting: 1)` is
    /// `00000000-0000-0000-0000-000000000001`.
    ///
    /// ```swift
    /// #expect(state.todos.map(\.id) == [UUID(counting: 0), UUID(counting: 1)])
    /// ```
    public init(counting value: UInt64) {
        let hex = String(value & 0xFFFF_FFFF_FFFF, radix: 16, uppercase: true)
        let digits = String(repeating: "0", count: 12 - hex.count) + hex
        self = UUID(uuidString: "00000000-0000-0000-0000-\(digits)") ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
}
