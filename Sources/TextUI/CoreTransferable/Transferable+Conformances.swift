#if !canImport(CoreTransferable)
import Foundation

// The values CoreTransferable and SwiftUI make transferable themselves, so that `ShareLink(item:)`,
// `draggable(_:)` and a `ProxyRepresentation` can name them.

/// Plain text.
///
/// CoreTransferable: extension String : Transferable
extension String: Transferable {
    /// CoreTransferable: static var transferRepresentation: some TransferRepresentation { get }
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText) { Data($0.utf8) } importing: { String(decoding: $0, as: UTF8.self) }
    }
}

/// Bytes of any kind.
///
/// CoreTransferable: extension Data : Transferable
extension Data: Transferable {
    /// CoreTransferable: static var transferRepresentation: some TransferRepresentation { get }
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

/// A link, or a file's location.
///
/// CoreTransferable: extension URL : Transferable
extension URL: Transferable {
    /// CoreTransferable: static var transferRepresentation: some TransferRepresentation { get }
    public static var transferRepresentation: ProxyRepresentation<URL, String> {
        ProxyRepresentation(exporting: \.absoluteString)
    }
}

/// Styled text, as plain text.
///
/// CoreTransferable: extension AttributedString : Transferable
extension AttributedString: Transferable {
    /// CoreTransferable: static var transferRepresentation: some TransferRepresentation { get }
    public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
        ProxyRepresentation { String($0.characters) }
    }
}

/// A colour, as its description; a preview's colours travel nowhere.
///
/// SwiftUI: extension Color : Transferable
extension Color: Transferable {
    /// SwiftUI: static var transferRepresentation: some TransferRepresentation { get }
    nonisolated public static var transferRepresentation: ProxyRepresentation<Color, String> {
        ProxyRepresentation { $0.description }
    }
}

/// An image, as its PNG bytes where a platform has them; a preview's images have none.
///
/// SwiftUI: extension Image : Transferable
extension Image: Transferable {
    /// SwiftUI: static var transferRepresentation: some TransferRepresentation { get }
    nonisolated public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(exportedContentType: .png) { _ in Data() }
    }
}
#endif
