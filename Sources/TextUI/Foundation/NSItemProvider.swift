#if !canImport(Darwin)
import Foundation

/// What is dragged or dropped: items by type identifier, loaded on request. Screens make one
/// in ``View/onDrag(_:)`` and read the ones ``View/onDrop(of:isTargeted:perform:)`` hands
/// them, which a preview never does; Linux's Foundation has no such class, so TextUI declares
/// the part those closures use. Loading answers at once, with the item or an error.
///
/// ```swift
/// let provider = NSItemProvider(item: "Hello" as NSString, typeIdentifier: UTType.plainText.identifier)
/// provider.registeredTypeIdentifiers   // ["public.plain-text"]
/// ```
///
/// Foundation: class NSItemProvider : NSObject
open class NSItemProvider: NSObject {
    private var items: [(identifier: String, item: any NSSecureCoding)] = []

    /// A provider with no items.
    ///
    /// Foundation: init()
    override public init() {}

    /// A provider of `item` as `typeIdentifier`.
    ///
    /// Foundation: convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?)
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        if let item, let typeIdentifier { items.append((typeIdentifier, item)) }
    }

    /// The identifiers of the items, in the order registered.
    ///
    /// Foundation: var registeredTypeIdentifiers: [String] { get }
    open var registeredTypeIdentifiers: [String] { items.map(\.identifier) }

    /// Whether an item's type is `typeIdentifier` or conforms to it.
    ///
    /// Foundation: func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        item(conformingTo: typeIdentifier) != nil
    }

    /// Hands `completionHandler` the item of (or conforming to) `typeIdentifier`, or an error.
    ///
    /// Foundation: func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable : Any]? = nil, completionHandler: NSItemProvider.CompletionHandler? = nil)
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((_ item: (any NSSecureCoding)?, _ error: (any Error)?) -> Void)? = nil
    ) {
        let item = item(conformingTo: typeIdentifier)
        completionHandler?(item, item == nil ? Self.missing(typeIdentifier) : nil)
    }

    /// Hands `completionHandler` the bytes of the item of `contentType` (its data, or a
    /// string's UTF-8), or an error; the returned progress is complete.
    ///
    /// Foundation: func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        let data = data(conformingTo: contentType.identifier)
        completionHandler(data, data == nil ? Self.missing(contentType.identifier) : nil)
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    /// Hands `completionHandler` a temporary file holding the bytes of the item of
    /// `typeIdentifier` (its data, or a string's UTF-8), removed when the handler returns, or
    /// an error; the returned progress is complete.
    ///
    /// Foundation: func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        guard let data = data(conformingTo: typeIdentifier) else {
            completionHandler(nil, Self.missing(typeIdentifier))
            return progress
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProvider-\(UUID().uuidString)")
        do {
            try data.write(to: file)
            completionHandler(file, nil)
        } catch {
            completionHandler(nil, error)
        }
        try? FileManager.default.removeItem(at: file)
        return progress
    }

    /// Hands `completionHandler` the first item that is a `T` (a URL dropped as a file's
    /// address, a string), or an error; the returned progress is complete.
    ///
    /// Foundation: func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress where T : _ObjectiveCBridgeable, T._ObjectiveCType : NSItemProviderReading
    @discardableResult
    open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        let object = items.lazy.compactMap { $0.item as? T }.first
        completionHandler(object, object == nil ? Self.missing(String(describing: T.self)) : nil)
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    private func data(conformingTo identifier: String) -> Data? {
        switch item(conformingTo: identifier) {
        case let data as NSData: Data(data)
        case let string as NSString: Data(String(string).utf8)
        default: nil
        }
    }

    private func item(conformingTo identifier: String) -> (any NSSecureCoding)? {
        let wanted = UTType(exportedAs: identifier)
        return items.first { UTType(exportedAs: $0.identifier).conforms(to: wanted) }?.item
    }

    private static func missing(_ identifier: String) -> any Error {
        CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no item of type \(identifier)"])
    }
}
#endif
