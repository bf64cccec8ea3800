import Foundation

extension DependencyValues {
    /// Makes `UUID`s: random in the app and in previews; in tests, unimplemented — a test that
    /// makes one without setting a generator (`$0.uuid = .incrementing`) fails by name.
    ///
    /// ```swift
    /// @Dependency(\.uuid) var uuid
    /// state.todos.append(Todo(id: uuid(), title: ""))
    /// ```
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }

    /// Tells the time: the real time in the app and in previews; in tests, unimplemented — a
    /// test that reads it without setting one (`$0.date.now = Date(timeIntervalSince1970: 0)`)
    /// fails by name.
    ///
    /// ```swift
    /// @Dependency(\.date.now) var now
    /// state.savedAt = now
    /// ```
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
}

private enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator.live
    static let testValue = UUIDGenerator {
        _ = UnimplementedDependencyError.reported(name: #"@Dependency(\.uuid)"#, at: .here())
        return UUID(counting: 0)
    }
}

private enum DateGeneratorKey: DependencyKey {
    static let liveValue = DateGenerator.live
    static let testValue = DateGenerator {
        _ = UnimplementedDependencyError.reported(name: #"@Dependency(\.date)"#, at: .here())
        return Date(timeIntervalSince1970: 0)
    }
}

extension UnimplementedDependencyError.Location {
    /// Where a built-in key's test value was written: the failure points at ViewStateKit's line.
    static func here(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self {
        Self(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
