#if !canImport(UIKit)
import Foundation

// TipKit's tips, which screens import beside SwiftUI: a tip's words are SwiftUI `Text`, and its
// views are SwiftUI views, so TipKit lives in TextUI. A preview shows tips as a phone shows them
// on the app's first launch once `Tips.configure()` has run: every tip is eligible, so a
// `TipView` and a `popoverTip` show it, until the screen invalidates it or a test hides all tips.
// Rules and parameters (`#Rule`, `@Parameter`) are macros, which TextUI does not declare.

/// A tip: its title, message, image and actions, drawn by ``TipView`` and `popoverTip`.
///
/// TipKit: protocol Tip : Identifiable, Sendable
public protocol Tip: Identifiable, Sendable {
    /// TipKit: var title: Text { get }
    var title: Text { get }
    /// TipKit: var message: Text? { get }
    var message: Text? { get }
    /// TipKit: var image: Image? { get }
    var image: Image? { get }
    /// TipKit: var actions: [Self.Action] { get }
    var actions: [Action] { get }
}

extension Tip {
    /// TipKit: typealias Action = Tips.Action
    public typealias Action = Tips.Action

    /// No message.
    ///
    /// TipKit: var message: Text? { get }
    public var message: Text? { nil }
    /// No image.
    ///
    /// TipKit: var image: Image? { get }
    public var image: Image? { nil }
    /// No actions.
    ///
    /// TipKit: var actions: [Self.Action] { get }
    public var actions: [Action] { [] }

    /// The tip's type name.
    ///
    /// TipKit: var id: String { get }
    public var id: String { String(describing: Self.self) }

    /// Whether the tip is shown: until it is invalidated, or tips are hidden for testing.
    ///
    /// TipKit: var shouldDisplay: Bool { get }
    public var shouldDisplay: Bool { TipStore.shared.shows(id) }

    /// `.available`, or `.invalidated` with the reason it was.
    ///
    /// TipKit: var status: Tips.Status { get }
    public var status: Tips.Status { TipStore.shared.status(of: id) }

    /// Hides the tip for good (until ``Tips/resetDatastore()``).
    ///
    /// TipKit: func invalidate(reason: Tips.InvalidationReason)
    public func invalidate(reason: Tips.InvalidationReason) {
        TipStore.shared.invalidate(id, reason: reason)
    }
}

/// TipKit's namespace: configuring tips, and showing or hiding them all for testing.
///
/// TipKit: @frozen enum Tips
public enum Tips {
    /// Loads the tips' state: there is none to load, so every tip stays eligible.
    ///
    /// TipKit: static func configure(_ configuration: [Tips.ConfigurationOption] = []) throws
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}

    /// Forgets every invalidated tip, and showing or hiding all for testing.
    ///
    /// TipKit: static func resetDatastore() throws
    public static func resetDatastore() throws { TipStore.shared.reset() }

    /// Shows every tip, invalidated or not.
    ///
    /// TipKit: static func showAllTipsForTesting()
    public static func showAllTipsForTesting() { TipStore.shared.setTesting(.showAll) }

    /// Hides every tip.
    ///
    /// TipKit: static func hideAllTipsForTesting()
    public static func hideAllTipsForTesting() { TipStore.shared.setTesting(.hideAll) }

    /// An option ``configure(_:)`` takes; none changes what a preview shows.
    ///
    /// TipKit: struct ConfigurationOption
    public struct ConfigurationOption: Sendable {
        /// TipKit: static func displayFrequency(_ displayFrequency: Tips.ConfigurationOption.DisplayFrequency) -> Tips.ConfigurationOption
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption() }

        /// TipKit: static func datastoreLocation(_ location: Tips.ConfigurationOption.DatastoreLocation) -> Tips.ConfigurationOption
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption() }

        /// How long after one tip is shown another may be.
        ///
        /// TipKit: struct DisplayFrequency
        public struct DisplayFrequency: Sendable {
            /// TipKit: static var immediate: Tips.ConfigurationOption.DisplayFrequency { get }
            public static var immediate: DisplayFrequency { DisplayFrequency() }
            /// TipKit: static var hourly: Tips.ConfigurationOption.DisplayFrequency { get }
            public static var hourly: DisplayFrequency { DisplayFrequency() }
            /// TipKit: static var daily: Tips.ConfigurationOption.DisplayFrequency { get }
            public static var daily: DisplayFrequency { DisplayFrequency() }
            /// TipKit: static var weekly: Tips.ConfigurationOption.DisplayFrequency { get }
            public static var weekly: DisplayFrequency { DisplayFrequency() }
            /// TipKit: static var monthly: Tips.ConfigurationOption.DisplayFrequency { get }
            public static var monthly: DisplayFrequency { DisplayFrequency() }
        }

        /// Where tips' state is kept.
        ///
        /// TipKit: struct DatastoreLocation
        public struct DatastoreLocation: Sendable {
            /// TipKit: static var applicationDefault: Tips.ConfigurationOption.DatastoreLocation { get }
            public static var applicationDefault: DatastoreLocation { DatastoreLocation() }
            /// TipKit: static func groupContainer(identifier groupIdentifier: String) throws -> Tips.ConfigurationOption.DatastoreLocation
            public static func groupContainer(identifier groupIdentifier: String) throws -> DatastoreLocation { DatastoreLocation() }
            /// TipKit: init(url: URL, shouldReset: Bool = false)
            public init(url: URL, shouldReset: Bool = false) {}
            init() {}
        }
    }

    /// A button at the bottom of a tip.
    ///
    /// TipKit: struct Action
    public struct Action: Identifiable, Sendable {
        /// TipKit: var id: String
        public var id: String
        /// The button's words.
        let label: @Sendable () -> Text
        /// TipKit: var handler: @MainActor @Sendable () -> Void
        public var handler: @MainActor @Sendable () -> Void

        /// TipKit: @preconcurrency nonisolated init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @MainActor @Sendable () -> Void = {})
        nonisolated public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @MainActor @Sendable () -> Void = {}) {
            let words = String(title)
            self.id = id ?? words
            self.label = { Text(verbatim: words) }
            self.handler = handler
        }

        /// TipKit: @preconcurrency nonisolated init(id: String? = nil, perform handler: @escaping @MainActor @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text)
        nonisolated public init(id: String? = nil, perform handler: @escaping @MainActor @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.id = id ?? ""
            self.label = label
            self.handler = handler
        }
    }

    /// Whether a tip is shown.
    ///
    /// TipKit: enum Status
    public enum Status: Hashable, Sendable {
        /// TipKit: case pending
        case pending
        /// TipKit: case available
        case available
        /// TipKit: case invalidated(Tips.InvalidationReason)
        case invalidated(InvalidationReason)
    }

    /// Why a tip was hidden for good.
    ///
    /// TipKit: enum InvalidationReason
    public enum InvalidationReason: Hashable, Sendable {
        /// TipKit: case actionPerformed
        case actionPerformed
        /// TipKit: case displayCountExceeded
        case displayCountExceeded
        /// TipKit: case tipClosed
        case tipClosed
    }
}

/// The tips invalidated so far and whether all are shown or hidden for testing, kept in memory.
final class TipStore: @unchecked Sendable {
    static let shared = TipStore()

    enum Testing { case none, showAll, hideAll }

    private let lock = NSLock()
    private var invalidated: [String: Tips.InvalidationReason] = [:]
    private var testing = Testing.none

    func status(of id: String) -> Tips.Status {
        lock.withLock { invalidated[id].map { .invalidated($0) } ?? .available }
    }

    func shows(_ id: String) -> Bool {
        lock.withLock {
            switch testing {
            case .showAll: true
            case .hideAll: false
            case .none: invalidated[id] == nil
            }
        }
    }

    func invalidate(_ id: String, reason: Tips.InvalidationReason) { lock.withLock { invalidated[id] = reason } }
    func setTesting(_ value: Testing) { lock.withLock { testing = value } }
    func reset() { lock.withLock { invalidated = [:]; testing = .none } }
}
#endif
