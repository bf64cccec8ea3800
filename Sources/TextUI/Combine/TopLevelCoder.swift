#if !canImport(Combine)
import Foundation

/// An encoder that turns a whole value into one `Output`: JSON and property lists, which a
/// `CodableRepresentation` encodes with.
///
/// Combine: protocol TopLevelEncoder
public protocol TopLevelEncoder {
    /// What the encoder writes.
    ///
    /// Combine: associatedtype Output
    associatedtype Output

    /// Combine: func encode<T>(_ value: T) throws -> Self.Output where T : Encodable
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads a whole value from one `Input`.
///
/// Combine: protocol TopLevelDecoder
public protocol TopLevelDecoder {
    /// What the decoder reads.
    ///
    /// Combine: associatedtype Input
    associatedtype Input

    /// Combine: func decode<T>(_ type: T.Type, from: Self.Input) throws -> T where T : Decodable
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// Combine: extension JSONEncoder : TopLevelEncoder
extension JSONEncoder: TopLevelEncoder {}
/// Combine: extension JSONDecoder : TopLevelDecoder
extension JSONDecoder: TopLevelDecoder {}
/// Combine: extension PropertyListEncoder : TopLevelEncoder
extension PropertyListEncoder: TopLevelEncoder {}
/// Combine: extension PropertyListDecoder : TopLevelDecoder
extension PropertyListDecoder: TopLevelDecoder {}
#endif
