#if !canImport(UIKit)
import Foundation

// CoreSpotlight's searchable items and index, which a screen or its model imports beside SwiftUI
// to put its records in Spotlight. An item's attributes name a content type (`UTType`, TextUI's),
// so CoreSpotlight lives in TextUI. A preview has no Spotlight: indexing is available, every
// request succeeds at once (completion handlers run before the call returns, with no error), and
// nothing is kept, so nothing is ever found.

/// The activity type Spotlight opens the app with when a person taps one of its items:
/// `.onContinueUserActivity(CSSearchableItemActionType) { … }`.
///
/// CoreSpotlight: let CSSearchableItemActionType: String
public let CSSearchableItemActionType = "com.apple.corespotlightitem"

/// The user-info key of the tapped item's unique identifier.
///
/// CoreSpotlight: let CSSearchableItemActivityIdentifier: String
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// A record as Spotlight lists it: its identifiers and attributes.
///
/// CoreSpotlight: class CSSearchableItem : NSObject
open class CSSearchableItem: NSObject {
    /// CoreSpotlight: var uniqueIdentifier: String
    open var uniqueIdentifier: String
    /// CoreSpotlight: var domainIdentifier: String?
    open var domainIdentifier: String?
    /// CoreSpotlight: var attributeSet: CSSearchableItemAttributeSet
    open var attributeSet: CSSearchableItemAttributeSet
    /// CoreSpotlight: var expirationDate: Date!
    open var expirationDate: Date!

    /// An item; with no `uniqueIdentifier`, a new UUID's string.
    ///
    /// CoreSpotlight: init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet)
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }
}

/// What Spotlight shows and searches of an item.
///
/// CoreSpotlight: class CSSearchableItemAttributeSet : NSObject
open class CSSearchableItemAttributeSet: NSObject {
    /// The item's content type, as its identifier.
    let contentTypeIdentifier: String

    /// CoreSpotlight: var title: String?
    open var title: String?
    /// CoreSpotlight: var displayName: String?
    open var displayName: String?
    /// CoreSpotlight: var contentDescription: String?
    open var contentDescription: String?
    /// CoreSpotlight: var keywords: [String]?
    open var keywords: [String]?
    /// CoreSpotlight: var thumbnailData: Data?
    open var thumbnailData: Data?
    /// CoreSpotlight: var thumbnailURL: URL?
    open var thumbnailURL: URL?
    /// CoreSpotlight: var contentURL: URL?
    open var contentURL: URL?
    /// CoreSpotlight: var url: URL?
    open var url: URL?
    /// CoreSpotlight: var contentCreationDate: Date?
    open var contentCreationDate: Date?
    /// CoreSpotlight: var contentModificationDate: Date?
    open var contentModificationDate: Date?

    /// CoreSpotlight: init(contentType: UTType)
    public init(contentType: UTType) {
        self.contentTypeIdentifier = contentType.identifier
    }

    /// CoreSpotlight: convenience init(itemContentType: String)
    public init(itemContentType: String) {
        self.contentTypeIdentifier = itemContentType
    }
}

/// Spotlight's index of the app's items. A preview's keeps nothing and every request succeeds
/// at once.
///
/// CoreSpotlight: class CSSearchableIndex : NSObject
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let shared = CSSearchableIndex()

    /// The app's index.
    ///
    /// CoreSpotlight: class func `default`() -> Self
    open class func `default`() -> CSSearchableIndex { shared }

    /// Whether the device can index: `true`.
    ///
    /// CoreSpotlight: class func isIndexingAvailable() -> Bool
    open class func isIndexingAvailable() -> Bool { true }

    /// CoreSpotlight: init(name: String)
    public init(name: String) {}

    override init() {}

    /// Succeeds at once, keeping nothing.
    ///
    /// CoreSpotlight: func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil)
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Succeeds at once, keeping nothing.
    ///
    /// CoreSpotlight: func indexSearchableItems(_ items: [CSSearchableItem]) async throws
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {}

    /// Succeeds at once.
    ///
    /// CoreSpotlight: func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil)
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Succeeds at once.
    ///
    /// CoreSpotlight: func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {}

    /// Succeeds at once.
    ///
    /// CoreSpotlight: func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil)
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Succeeds at once.
    ///
    /// CoreSpotlight: func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {}

    /// Succeeds at once.
    ///
    /// CoreSpotlight: func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil)
    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Succeeds at once.
    ///
    /// CoreSpotlight: func deleteAllSearchableItems() async throws
    open func deleteAllSearchableItems() async throws {}
}
#endif
