// CoreTransferable, which `import SwiftUI` brings: how a type travels by drag and drop, copy and
// paste or the share sheet. On Apple platforms TextUI re-exports the framework; on Linux it
// declares it. A preview drags, copies and shares nothing, so a type's representations are
// declared and kept, never run.
#if canImport(CoreTransferable)
@_exported import CoreTransferable
#else
import Foundation

/// A type that can travel by drag and drop, copy and paste or the share sheet, described by
/// the representations it lists, most specific first:
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var body: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.body)
///     }
/// }
/// ```
///
/// CoreTransferable: protocol Transferable : Sendable
public protocol Transferable: Sendable {
    /// The representation `transferRepresentation` builds.
    ///
    /// CoreTransferable: associatedtype Representation : TransferRepresentation
    associatedtype Representation: TransferRepresentation

    /// How the type is exported and imported.
    ///
    /// CoreTransferable: @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of exporting and importing `Item`: a built-in representation, or a `body` that
/// composes them.
///
/// CoreTransferable: protocol TransferRepresentation<Item> : Sendable
public protocol TransferRepresentation<Item>: Sendable {
    /// The type this representation moves.
    ///
    /// CoreTransferable: associatedtype Item : Transferable
    associatedtype Item: Transferable
    /// The representation this one is made of.
    ///
    /// CoreTransferable: associatedtype Body : TransferRepresentation
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    ///
    /// CoreTransferable: @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// CoreTransferable: extension Never : Transferable
extension Never: Transferable {
    /// CoreTransferable: static var transferRepresentation: Never { get }
    nonisolated public static var transferRepresentation: Never { return fatalError("Never has no transfer representation") }
}

/// A built-in representation's `Body`. Its `body` is the one `Never` has as a view, which never
/// runs, so the conformance does not ask that it run off the main actor.
///
/// CoreTransferable: extension Never : TransferRepresentation
extension Never: @preconcurrency TransferRepresentation {
    /// CoreTransferable: typealias Never.Item = Never
    public typealias Item = Never
}

/// Builds a type's representations from the ones listed in `transferRepresentation`.
///
/// CoreTransferable: @resultBuilder struct TransferRepresentationBuilder<Item> where Item : Transferable
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// CoreTransferable: static func buildExpression<Content>(_ content: Content) -> Content where Content : TransferRepresentation, Item == Content.Item
    public static func buildExpression<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }

    /// CoreTransferable: static func buildBlock<Content>(_ content: Content) -> Content where Content : TransferRepresentation
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content {
        content
    }

    /// Several representations, in the order listed.
    ///
    /// CoreTransferable: static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TransferRepresentation<C0.Item> where C0 : TransferRepresentation, C1 : TransferRepresentation, C0.Item == C1.Item
    public static func buildBlock<First: TransferRepresentation, each Rest: TransferRepresentation>(
        _ first: First, _ rest: repeat each Rest
    ) -> TupleTransferRepresentation<Item> {
        var parts: [any TransferRepresentation] = [first]
        repeat parts.append(each rest)
        return TupleTransferRepresentation(parts: parts)
    }
}

/// Several representations of one item, in the order a type lists them.
///
/// TextUI only: what ``TransferRepresentationBuilder`` makes of several, where CoreTransferable's
/// returns `some TransferRepresentation`; a type never names it.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let parts: [any TransferRepresentation]

    /// TextUI only: a built-in representation has no body.
    public var body: Never { return fatalError("TupleTransferRepresentation has no body") }
}
#endif
