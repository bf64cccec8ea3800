// SwiftUI's file importer and drop targets name content by UniformTypeIdentifiers' `UTType`,
// and screens import that module beside SwiftUI. On Apple platforms TextUI re-exports it; on
// Linux TextUI declares the part screens use: the common types, filename extensions, MIME types
// and conformance, from one table read once. The test is Darwin, not `canImport` of the module
// itself: a package that stubbed the module on Linux (before TextUI had it) would otherwise make
// TextUI import its stub, which imports TextUI.
#if canImport(Darwin)
@_exported import UniformTypeIdentifiers
#else
import Foundation

/// A kind of content (`public.png`, `public.json`), with the types it conforms to, its usual
/// filename extension and MIME type. The common types are here as Apple names them; `UTType(_:)`
/// and `UTType(exportedAs:)` give any other identifier, conforming to what it is declared to.
///
/// ```swift
/// UTType.png.conforms(to: .image)                      // true
/// UTType(filenameExtension: "json")?.preferredMIMEType // "application/json"
/// ```
///
/// UniformTypeIdentifiers: struct UTType
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's reverse-DNS name.
    ///
    /// UniformTypeIdentifiers: var identifier: String { get }
    public let identifier: String
    let parents: [String]
    let filenameExtensions: [String]
    let mimeType: String?

    /// The type named `identifier`: a known one with what it conforms to, or (an app's own,
    /// which Apple reads from the app's Info.plist) one that conforms only to itself. `nil`
    /// for an empty identifier.
    ///
    /// UniformTypeIdentifiers: init?(_ identifier: String)
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = Self.known[identifier] ?? UTType(identifier, parents: [])
    }

    /// The type of files named with `filenameExtension` that conforms to `supertype`: a known
    /// one, or else a dynamic type (`dyn.` and the extension) conforming to `supertype`.
    ///
    /// UniformTypeIdentifiers: init?(filenameExtension: String, conformingTo supertype: UTType = .data)
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let name = filenameExtension.lowercased()
        guard !name.isEmpty else { return nil }
        let match = Self.known.values.filter { $0.filenameExtensions.contains(name) && $0.conforms(to: supertype) }
            .min { $0.identifier < $1.identifier }
        self = match ?? UTType("dyn." + name, parents: [supertype.identifier], filenameExtensions: [name])
    }

    /// A type the app declares as its own, conforming to `parentType`.
    ///
    /// UniformTypeIdentifiers: init(exportedAs identifier: String, conformingTo parentType: UTType? = nil)
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.known[identifier] ?? UTType(identifier, parents: parentType.map { [$0.identifier] } ?? [])
    }

    /// A type another app declares that this one uses, conforming to `parentType`.
    ///
    /// UniformTypeIdentifiers: init(importedAs identifier: String, conformingTo parentType: UTType? = nil)
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    init(_ identifier: String, parents: [String], filenameExtensions: [String] = [], mimeType: String? = nil) {
        self.identifier = identifier
        self.parents = parents
        self.filenameExtensions = filenameExtensions
        self.mimeType = mimeType
    }

    /// Whether this type is `type` or conforms to it, through any of its parents.
    ///
    /// UniformTypeIdentifiers: func conforms(to type: UTType) -> Bool
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || parents.contains { (Self.known[$0] ?? UTType($0, parents: [])).conforms(to: type) }
    }

    /// UniformTypeIdentifiers: var preferredFilenameExtension: String? { get }
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// UniformTypeIdentifiers: var preferredMIMEType: String? { get }
    public var preferredMIMEType: String? { mimeType }

    /// The identifier.
    ///
    /// UniformTypeIdentifiers: var description: String { get }
    public var description: String { identifier }

    /// Two types are one when their identifiers are.
    ///
    /// UniformTypeIdentifiers: static func == (lhs: UTType, rhs: UTType) -> Bool
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// UniformTypeIdentifiers: func hash(into hasher: inout Hasher)
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
#endif
