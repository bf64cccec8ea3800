import Foundation
import ViewStateKit

/// The failures an XCTest case caught instead of reporting, while capturing was on.
final class CapturedFailures: Sendable {
    struct Failure: Equatable, Sendable {
        let message: String
        let filePath: String
        let line: Int
    }

    private struct Capture {
        var isCapturing = false
        var failures: [Failure] = []
    }

    private let capture = LockedValue(Capture())

    /// Starts catching failures.
    func start() {
        capture.withLock { $0 = Capture(isCapturing: true) }
    }

    /// Stops catching and returns what was caught.
    func stop() -> [Failure] {
        capture.withLock { capture in
            capture.isCapturing = false
            return capture.failures
        }
    }

    /// Keeps the failure and returns `true` while capturing; returns `false` (report it as
    /// usual) otherwise. XCTest words a failure `failed - <message>`; the prefix goes.
    func take(_ description: String, filePath: String, line: Int) -> Bool {
        capture.withLock { capture in
            guard capture.isCapturing else { return false }
            let prefix = "failed - "
            let message = description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
            capture.failures.append(Failure(message: message, filePath: filePath, line: line))
            return true
        }
    }
}
