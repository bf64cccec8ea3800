/// Runs `body` at once, under `transaction`, and returns its result: text draws each state as
/// it is, so the animation the transaction carries (or turns off) changes nothing drawn.
///
/// SwiftUI: func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once, with one value of the transaction set, and returns its result.
///
/// SwiftUI: func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}
