import Foundation

// hook for composition reports
/// Where library code reports a problem that is a mistake, not a crash: a child action with no
/// child to receive it, an effect sending after it finished.
///
/// A ``TestStore`` installs a handler while its store reduces and while its effects run, and
/// turns each report into a test failure. Anywhere else (a plain `Store` in an app or preview)
/// the message is printed to standard error, once per distinct message.
///
/// ```swift
/// RuntimeWarnings.report(
///     "ifLet at Orders/OrderReducer.swift:40 received OrderAction.detail(.closeTapped) while its state was nil."
/// )
/// ```
@usableFromInline
package enum RuntimeWarnings {
    /// Receives a report: the message and the library call site that made it.
    @usableFromInline package typealias Handler = @Sendable (_ message: String, _ fileID: String, _ line: UInt) -> Void

    /// The handler of the test store whose reducer or effect is running, if any.
    package static var handler: Handler? { installed?.handler }

    /// A handler bound to the running task: ``handler``'s storage. The task-local holds a
    /// struct rather than the optional function type itself because Swift 6.3.1's optimizer
    /// passes no type metadata for an optional function type to a specialized
    /// `TaskLocal.withValue`, and a release build then crashes in `swift_task_localValuePush`.
    @TaskLocal package static var installed: Installed?

    /// A ``Handler`` as a task-local value; see ``installed``.
    @usableFromInline package struct Installed: Sendable {
        @usableFromInline package let handler: Handler

        @usableFromInline package init?(_ handler: Handler?) {
            guard let handler else { return nil }
            self.handler = handler
        }
    }

    private static let printed = LockedValue<Set<String>>([])

    /// Reports `message` to the running test store, or prints it to standard error once.
    package static func report(_ message: String, fileID: String = #fileID, line: UInt = #line) {
        if let handler {
            handler(message, fileID, line)
            return
        }
        let isNew = printed.withLock { $0.insert(message).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("[ViewStateKit] \(message)\n".utf8))
    }

    /// Whether `message` has been printed already (plain reports only); for tests.
    package static func wasPrinted(_ message: String) -> Bool {
        printed.withLock { $0.contains(message) }
    }
}
