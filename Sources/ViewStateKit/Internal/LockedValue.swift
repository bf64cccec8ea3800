import Foundation

/// A value guarded by a lock, for the few reference types that must be `Sendable`
/// and readable synchronously from any isolation (mocks, clocks).
///
/// `Synchronization.Mutex` would do the same job but needs macOS 15 / iOS 18;
/// this keeps the package's floor at the one Observation sets.
package final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    package var current: Value {
        withLock { $0 }
    }
}
