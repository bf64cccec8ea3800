#if !canImport(CoreTransferable)
import Foundation

/// Moves an item as its `Codable` encoding (JSON unless other coders are given).
///
/// CoreTransferable: struct CodableRepresentation<Item, Encoder, Decoder> where Item : Transferable, Item : Decodable, Item : Encodable, Encoder : TopLevelEncoder, Encoder : Sendable, Decoder : TopLevelDecoder, Decoder : Sendable, Encoder.Output == Data, Decoder.Input == Data
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation
where Item: Transferable & Codable, Encoder: TopLevelEncoder & Sendable, Decoder: TopLevelDecoder & Sendable,
      Encoder.Output == Data, Decoder.Input == Data {
    /// The kind of content the encoding is.
    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// The item as JSON of `contentType`.
    ///
    /// CoreTransferable: init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder
    public init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// The item encoded by `encoder` as `contentType`, decoded by `decoder`.
    ///
    /// CoreTransferable: init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder)
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    /// CoreTransferable: var body: Never { get }
    public var body: Never { return fatalError("CodableRepresentation has no body") }
}

/// Moves an item as bytes it writes and reads itself.
///
/// CoreTransferable: struct DataRepresentation<Item> where Item : Transferable
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exported and imported as bytes of `contentType`.
    ///
    /// CoreTransferable: init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item)
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exported only, as bytes of `exportedContentType`.
    ///
    /// CoreTransferable: init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data)
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Imported only, from bytes of `importedContentType`.
    ///
    /// CoreTransferable: init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item)
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    /// CoreTransferable: var body: Never { get }
    public var body: Never { return fatalError("DataRepresentation has no body") }
}

/// Moves an item as a file on disk.
///
/// CoreTransferable: struct FileRepresentation<Item> where Item : Transferable
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Exported and imported as a file of `contentType`.
    ///
    /// CoreTransferable: init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item)
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exported only, as a file of `exportedContentType`.
    ///
    /// CoreTransferable: init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }

    /// Imported only, from a file of `importedContentType`.
    ///
    /// CoreTransferable: init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item)
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    /// CoreTransferable: var body: Never { get }
    public var body: Never { return fatalError("FileRepresentation has no body") }
}

/// A file an item is exported as.
///
/// CoreTransferable: struct SentTransferredFile
public struct SentTransferredFile: Sendable {
    /// CoreTransferable: let file: URL
    public let file: URL
    /// CoreTransferable: let allowAccessingOriginalFile: Bool
    public let allowAccessingOriginalFile: Bool

    /// CoreTransferable: init(_ file: URL, allowAccessingOriginalFile: Bool = false)
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an item is imported from.
///
/// CoreTransferable: struct ReceivedTransferredFile
public struct ReceivedTransferredFile: Sendable {
    /// CoreTransferable: let file: URL
    public let file: URL
    /// CoreTransferable: let isOriginalFile: Bool
    public let isOriginalFile: Bool
}

/// Moves an item as another transferable value it converts to (a note as its text).
///
/// CoreTransferable: struct ProxyRepresentation<Item, ProxyRepresentation> where Item : Transferable, ProxyRepresentation : Transferable
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Exported as what `exporting` gives, imported through `importing`.
    ///
    /// CoreTransferable: init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item)
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Exported only, as what `exporting` gives: `ProxyRepresentation(exporting: \.title)`.
    ///
    /// CoreTransferable: init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation)
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = { try exporting($0) }
        self.importing = nil
    }

    /// Imported only, through `importing`.
    ///
    /// CoreTransferable: init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item)
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = nil
        self.importing = importing
    }

    /// CoreTransferable: var body: Never { get }
    public var body: Never { return fatalError("ProxyRepresentation has no body") }
}

/// Who may receive an item through a representation.
///
/// CoreTransferable: struct TransferRepresentationVisibility
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let name: String

    /// CoreTransferable: static let all: TransferRepresentationVisibility
    public static let all = TransferRepresentationVisibility(name: "all")
    /// CoreTransferable: static let team: TransferRepresentationVisibility
    public static let team = TransferRepresentationVisibility(name: "team")
    /// CoreTransferable: static let group: TransferRepresentationVisibility
    public static let group = TransferRepresentationVisibility(name: "group")
    /// CoreTransferable: static let ownProcess: TransferRepresentationVisibility
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// A representation with a setting a sender reads (a file name, a condition, who sees it).
///
/// TextUI only: what the representation modifiers return, where CoreTransferable's return
/// `some TransferRepresentation`; a type never names it.
public struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    /// TextUI only: the item `Base` moves.
    public typealias Item = Base.Item
    let base: Base

    /// TextUI only: a built-in representation has no body.
    public var body: Never { return fatalError("ModifiedTransferRepresentation has no body") }
}

extension TransferRepresentation {
    /// Exports the item only while `condition` holds for it.
    ///
    /// CoreTransferable: func exportingCondition(_ condition: @escaping @Sendable (Self.Item) -> Bool) -> some TransferRepresentation<Self.Item>
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self)
    }

    /// The file name a receiver is offered.
    ///
    /// CoreTransferable: func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Self.Item>
    public func suggestedFileName(_ fileName: String) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self)
    }

    /// The file name a receiver is offered, from the item.
    ///
    /// CoreTransferable: func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?) -> some TransferRepresentation<Self.Item>
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self)
    }

    /// Who may receive the item this way.
    ///
    /// CoreTransferable: func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Self.Item>
    public func visibility(_ visibility: TransferRepresentationVisibility) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self)
    }
}
#endif
