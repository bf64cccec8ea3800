import Foundation
import Observation
import TextUI

/// Makes a class a SwiftData model: observable, so a view that reads its properties draws
/// them, and (in a file the copy makes) a ``PersistentModel`` that a ``ModelContext`` stores.
///
/// The macro expands as Observation's `@Observable` does (it is the toolchain's own expansion).
/// The copy adds the ``PersistentModel`` conformance SwiftData's macro adds, and blanks the
/// `@Attribute(…)`, `@Relationship(…)` and `@Transient` marks on the properties, which shape
/// only how a store on disk keeps them.
///
/// ```swift
/// @Model final class Trip {
///     var name: String
///     init(name: String) { self.name = name }
/// }
/// ```
///
/// SwiftData: @attached(member, names: arbitrary) @attached(memberAttribute) @attached(extension, conformances: Observable, PersistentModel) macro Model()
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observation.Observable)
public macro Model() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// A class whose instances a ``ModelContext`` stores: what `@Model` makes of a class.
///
/// Two models are equal when they are the same instance, and a model's identity is its
/// ``persistentModelID``, unless the class declares its own `id`, `==` or `hash(into:)`.
///
/// SwiftData: protocol PersistentModel : AnyObject, Observable, Hashable, Identifiable
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The model's identity in its store.
    ///
    /// SwiftData: var persistentModelID: PersistentIdentifier { get }
    var persistentModelID: PersistentIdentifier { get }
}

extension PersistentModel {
    /// The instance's identity: the same for as long as the instance lives.
    ///
    /// SwiftData: var persistentModelID: PersistentIdentifier { get }
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(model: self)
    }

    /// The model's identity, for `ForEach(trips)` and `List(trips)`.
    ///
    /// SwiftData: var id: PersistentIdentifier { get }
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted into, or `nil` before it is inserted.
    ///
    /// SwiftData: var modelContext: ModelContext? { get }
    public var modelContext: ModelContext? {
        ModelContext.registry.context(of: self)
    }

    /// Whether the model was deleted from its context.
    ///
    /// SwiftData: var isDeleted: Bool { get }
    public var isDeleted: Bool {
        ModelContext.registry.isDeleted(self)
    }

    /// Whether `lhs` and `rhs` are the same instance.
    ///
    /// SwiftData: static func == (lhs: Self, rhs: Self) -> Bool
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the instance's identity.
    ///
    /// SwiftData: func hash(into hasher: inout Hasher)
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A model's identity in its store; here, the instance's, ordered by when it was first asked
/// for, so the same preview orders the same way on every run.
///
/// SwiftData: struct PersistentIdentifier
public struct PersistentIdentifier: Hashable, Comparable, Sendable {
    private let instance: ObjectIdentifier
    private let order: Int

    init(model: AnyObject) {
        instance = ObjectIdentifier(model)
        order = IdentityOrder.shared.number(for: model)
    }

    /// Whether `lhs` was first seen before `rhs`.
    ///
    /// SwiftData: static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.order < rhs.order }

    /// Whether both name the same instance.
    ///
    /// SwiftData: static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool
    public static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.instance == rhs.instance }

    /// Hashes the instance's identity.
    ///
    /// SwiftData: func hash(into hasher: inout Hasher)
    public func hash(into hasher: inout Hasher) { hasher.combine(instance) }
}

/// Numbers instances in the order their identity is first asked for.
final class IdentityOrder: @unchecked Sendable {
    static let shared = IdentityOrder()
    private let lock = NSLock()
    private var numbers: [ObjectIdentifier: (model: Weak, number: Int)] = [:]
    private var next = 0

    func number(for model: AnyObject) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(model)
        if let known = numbers[key], known.model.object === model { return known.number }
        next += 1
        numbers[key] = (Weak(model), next)
        return next
    }
}

/// A reference that does not keep its object alive.
struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
