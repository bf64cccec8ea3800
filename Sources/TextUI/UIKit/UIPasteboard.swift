#if !canImport(UIKit)
import Foundation

/// UIKit's pasteboard, which a screen reaches through `import SwiftUI` on iOS to copy text from
/// a button: `UIPasteboard.general.string = code`. It holds what is copied for the process (a
/// test can read back what a tapped button copied); nothing leaves it for the machine's own
/// clipboard, so drawing or testing a screen never changes what a person has copied.
///
/// ```swift
/// Button("Copy") { UIPasteboard.general.string = "X7-42" }   // [ Copy ]
/// ```
///
/// UIKit: class UIPasteboard : NSObject
open class UIPasteboard: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Any] = []

    /// The pasteboard every app copies to and pastes from.
    ///
    /// UIKit: class var general: UIPasteboard { get }
    public static let general = UIPasteboard()

    override init() {
        super.init()
    }

    private func read<T>(_ type: T.Type) -> [T] {
        lock.withLock { items.compactMap { $0 as? T } }
    }

    private func write(_ values: [Any]) {
        lock.withLock { items = values }
    }

    /// UIKit: var string: String? { get set }
    open var string: String? {
        get { read(String.self).first }
        set { write(newValue.map { [$0] } ?? []) }
    }

    /// UIKit: var strings: [String]? { get set }
    open var strings: [String]? {
        get { read(String.self).isEmpty ? nil : read(String.self) }
        set { write(newValue ?? []) }
    }

    /// UIKit: var url: URL? { get set }
    open var url: URL? {
        get { read(URL.self).first }
        set { write(newValue.map { [$0] } ?? []) }
    }

    /// UIKit: var image: UIImage? { get set }
    open var image: UIImage? {
        get { read(UIImage.self).first }
        set { write(newValue.map { [$0] } ?? []) }
    }

    /// UIKit: var hasStrings: Bool { get }
    open var hasStrings: Bool { !read(String.self).isEmpty }
    /// UIKit: var hasURLs: Bool { get }
    open var hasURLs: Bool { !read(URL.self).isEmpty }
    /// UIKit: var hasImages: Bool { get }
    open var hasImages: Bool { !read(UIImage.self).isEmpty }
    /// UIKit: var numberOfItems: Int { get }
    open var numberOfItems: Int { lock.withLock { items.count } }
}
#endif
