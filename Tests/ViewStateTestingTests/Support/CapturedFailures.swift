import Foundation

/// The failures an XCTest case caught instead of reporting, while capturing was on.
final class CapturedFailures: @unchecked Sendable {
    struct Failure: Equatable {
        let message: String
        let filePath: String
        let line: Int
    }

    private let lock = NSLock()
    private var isCapturing = false
    private var failures: [Failure] = []

    /// Starts catching failures.
    func start() {
        lock.withLock {
            isCapturing = true
            failures = []
        }
    }

    /// Stops catching and returns what was caught.
    func stop() -> [Failure] {
        lock.withLock {
            isCapturing = false
            return failures
        }
    }

    /// Keeps the failure and returns `true` while capturing; returns `false` (report it as
    /// usual) otherwise. XCTest words a failure `failed - <message>`; the prefix goes.
    func take(_ description: String, filePath: String, line: Int) -> Bool {
        lock.withLock {
            guard isCapturing else { return false }
            let prefix = "failed - "
            let message = description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
            failures.append(Failure(message: message, filePath: filePath, line: line))
            return true
        }
    }
}
