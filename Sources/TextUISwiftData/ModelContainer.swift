import Foundation
import TextUI

/// The store of a screen's models, and the context the screen's views use: here, always in
/// memory, empty until a preview inserts into its ``mainContext``. Nothing is read from or
/// written to disk, whatever the configurations say.
///
/// ```swift
/// #Preview {
///     let container = try! ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
///     container.mainContext.insert(Trip(name: "Kyoto"))
///     return TripList().modelContainer(container)
/// }
/// ```
///
/// SwiftData: class ModelContainer
public final class ModelContainer: @unchecked Sendable {
    /// The model types the container stores.
    ///
    /// SwiftData: var schema: Schema { get }
    public let schema: Schema
    /// How the store was asked to be kept.
    ///
    /// SwiftData: var configurations: Set<ModelConfiguration> { get }
    public let configurations: Set<ModelConfiguration>
    private var context: ModelContext?

    /// A container for `givenSchema`'s models.
    ///
    /// SwiftData: init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration] = []) throws
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration] = []) throws {
        self.init(schema: givenSchema, configurations: configurations)
    }

    /// A container for `schema`'s models: creating one never fails here, as nothing is opened.
    init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.configurations = Set(configurations)
    }

    /// A container for `givenSchema`'s models.
    ///
    /// SwiftData: convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        self.init(schema: givenSchema, configurations: configurations)
    }

    /// A container for the models of `forTypes`.
    ///
    /// SwiftData: convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(typeNames: forTypes.map { String(describing: $0) }), configurations: configurations)
    }

    /// A container for the models of `forTypes`.
    ///
    /// SwiftData: convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(typeNames: forTypes.map { String(describing: $0) }), configurations: configurations)
    }

    /// The context the views below `.modelContainer(_:)` read and write: one per container.
    ///
    /// SwiftData: @MainActor var mainContext: ModelContext { get }
    @MainActor public var mainContext: ModelContext {
        if let context { return context }
        let made = ModelContext(self)
        context = made
        return made
    }

    /// Removes every model from the main context.
    ///
    /// SwiftData: func deleteAllData()
    @MainActor public func deleteAllData() {
        context = ModelContext(self)
    }
}

/// How a store is kept (in memory, in a file, synced): accepted and kept, not acted on, since
/// every store here lives in memory.
///
/// SwiftData: struct ModelConfiguration
public struct ModelConfiguration: Hashable, Sendable {
    /// The store's name.
    ///
    /// SwiftData: let name: String
    public let name: String
    /// Whether the store lives only in memory.
    ///
    /// SwiftData: let isStoredInMemoryOnly: Bool
    public let isStoredInMemoryOnly: Bool
    /// Whether the store may be saved.
    ///
    /// SwiftData: let allowsSave: Bool
    public let allowsSave: Bool

    /// A configuration of the given name and kind.
    ///
    /// SwiftData: init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true, groupContainer: ModelConfiguration.GroupContainer = .automatic, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic)
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: ModelConfiguration.GroupContainer = .automatic, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    /// A configuration of the app's models, kept in memory or not.
    ///
    /// SwiftData: init(isStoredInMemoryOnly: Bool = false)
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
    }

    /// A configuration for the models of `forTypes`.
    ///
    /// SwiftData: init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false)
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
    }

    /// A configuration kept in the file at `url`.
    ///
    /// SwiftData: init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic)
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }

    /// Which app group's container keeps the store.
    ///
    /// SwiftData: struct GroupContainer
    public struct GroupContainer: Hashable, Sendable {
        private let identifier: String?
        /// The app's own choice.
        ///
        /// SwiftData: static let automatic: ModelConfiguration.GroupContainer
        public static let automatic = GroupContainer(identifier: nil)
        /// No group container.
        ///
        /// SwiftData: static let none: ModelConfiguration.GroupContainer
        public static let none = GroupContainer(identifier: "")
        /// The group container of that identifier.
        ///
        /// SwiftData: static func identifier(_ groupName: String) -> ModelConfiguration.GroupContainer
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// Which CloudKit database syncs the store: none here.
    ///
    /// SwiftData: struct CloudKitDatabase
    public struct CloudKitDatabase: Hashable, Sendable {
        private let identifier: String?
        /// The app's own choice.
        ///
        /// SwiftData: static var automatic: ModelConfiguration.CloudKitDatabase { get }
        public static var automatic: CloudKitDatabase { CloudKitDatabase(identifier: nil) }
        /// No syncing.
        ///
        /// SwiftData: static var none: ModelConfiguration.CloudKitDatabase { get }
        public static var none: CloudKitDatabase { CloudKitDatabase(identifier: "") }
        /// The private database of that container.
        ///
        /// SwiftData: static func `private`(_ dbName: String) -> ModelConfiguration.CloudKitDatabase
        public static func `private`(_ dbName: String) -> CloudKitDatabase { CloudKitDatabase(identifier: dbName) }
    }
}

/// The model types a container stores.
///
/// SwiftData: class Schema
public final class Schema: @unchecked Sendable {
    /// The model types, by name, in the order given.
    let typeNames: [String]

    /// A schema of `types`.
    ///
    /// SwiftData: convenience init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0))
    public convenience init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.init(typeNames: types.map { String(describing: $0) })
    }

    init(typeNames: [String]) {
        self.typeNames = typeNames
    }

    /// A schema of `types`.
    ///
    /// SwiftData: convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0))
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(typeNames: types.map { String(describing: $0) })
    }

    /// A schema of a versioned schema's models.
    ///
    /// SwiftData: convenience init(versionedSchema: any VersionedSchema.Type)
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(typeNames: versionedSchema.models.map { String(describing: $0) })
    }
}

extension Schema {
    /// A schema's version: major, minor, patch.
    ///
    /// SwiftData: struct Schema.Version
    public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The major number.
        ///
        /// SwiftData: let major: Int
        public let major: Int
        /// The minor number.
        ///
        /// SwiftData: let minor: Int
        public let minor: Int
        /// The patch number.
        ///
        /// SwiftData: let patch: Int
        public let patch: Int

        /// The version `major.minor.patch`.
        ///
        /// SwiftData: init(_ major: Int, _ minor: Int, _ patch: Int)
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// `1.0.0`.
        ///
        /// SwiftData: var description: String { get }
        public var description: String { "\(major).\(minor).\(patch)" }

        /// Whether `lhs` comes before `rhs`.
        ///
        /// SwiftData: static func < (lhs: Schema.Version, rhs: Schema.Version) -> Bool
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }
}

/// One version of an app's models, for a migration plan.
///
/// SwiftData: protocol VersionedSchema
public protocol VersionedSchema {
    /// The version.
    ///
    /// SwiftData: static var versionIdentifier: Schema.Version { get }
    static var versionIdentifier: Schema.Version { get }
    /// The models of this version.
    ///
    /// SwiftData: static var models: [any PersistentModel.Type] { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves from one schema version to the next: accepted, never run, since every
/// store here starts empty.
///
/// SwiftData: protocol SchemaMigrationPlan
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    ///
    /// SwiftData: static var schemas: [any VersionedSchema.Type] { get }
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    ///
    /// SwiftData: static var stages: [MigrationStage] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan.
///
/// SwiftData: enum MigrationStage
public enum MigrationStage {
    /// A step the store makes on its own.
    ///
    /// SwiftData: case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A step with the app's own code before and after.
    ///
    /// SwiftData: case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
