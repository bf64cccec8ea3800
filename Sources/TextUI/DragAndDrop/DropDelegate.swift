import Foundation

/// What a drop target does as a drag enters, moves over, leaves and drops on it
/// (``View/onDrop(of:delegate:)``). A preview is never dragged over: no method runs.
///
/// SwiftUI: @MainActor @preconcurrency protocol DropDelegate
@MainActor
public protocol DropDelegate {
    /// SwiftUI: func validateDrop(info: DropInfo) -> Bool
    func validateDrop(info: DropInfo) -> Bool
    /// SwiftUI: func performDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    /// SwiftUI: func dropEntered(info: DropInfo)
    func dropEntered(info: DropInfo)
    /// SwiftUI: func dropUpdated(info: DropInfo) -> DropProposal?
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// SwiftUI: func dropExited(info: DropInfo)
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts a drop that has an item of one of the target's types.
    ///
    /// SwiftUI: func validateDrop(info: DropInfo) -> Bool
    public func validateDrop(info: DropInfo) -> Bool { !info.providers.isEmpty }
    /// SwiftUI: func dropEntered(info: DropInfo)
    public func dropEntered(info: DropInfo) {}
    /// SwiftUI: func dropUpdated(info: DropInfo) -> DropProposal?
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// SwiftUI: func dropExited(info: DropInfo)
    public func dropExited(info: DropInfo) {}
}

/// Where a drag is and what it carries, handed to a ``DropDelegate``.
///
/// SwiftUI: struct DropInfo
public struct DropInfo {
    /// SwiftUI: var location: CGPoint { get }
    public let location: CGPoint
    let providers: [(types: [UTType], provider: NSItemProvider)]

    /// Whether an item is of (or conforms to) one of `contentTypes`.
    ///
    /// SwiftUI: func hasItemsConforming(to contentTypes: [UTType]) -> Bool
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }

    /// The items of (or conforming to) one of `contentTypes`.
    ///
    /// SwiftUI: func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider]
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { item in item.types.contains { type in contentTypes.contains(where: type.conforms) } }.map(\.provider)
    }
}

/// How a drop target would take what is dropped.
///
/// SwiftUI: struct DropProposal
public struct DropProposal: Sendable {
    /// SwiftUI: let operation: DropOperation
    public let operation: DropOperation

    /// SwiftUI: init(operation: DropOperation)
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// What a drop does with what is dropped.
///
/// SwiftUI: enum DropOperation
public enum DropOperation: Hashable, Sendable {
    /// SwiftUI: case cancel
    case cancel
    /// SwiftUI: case forbidden
    case forbidden
    /// SwiftUI: case copy
    case copy
    /// SwiftUI: case move
    case move
}
