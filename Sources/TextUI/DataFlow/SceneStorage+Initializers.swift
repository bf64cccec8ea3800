import Foundation

// The value types SceneStorage stores, as SwiftUI declares them: one initializer for each
// property-list type, for enumerations with Int and String raw values, and optional forms.

extension SceneStorage {
    /// Stores a switch: `@AppStorage("sounds") var sounds = true`.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value == Bool
    public init(wrappedValue: Bool, _ key: String) where Value == Bool {
        stored = .plain(.scene, key, wrappedValue)
    }

    /// Stores a number: `@AppStorage("interval") var interval = 15`.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value == Int
    public init(wrappedValue: Int, _ key: String) where Value == Int {
        stored = .plain(.scene, key, wrappedValue)
    }

    /// Stores a number: `@AppStorage("scale") var scale = 1.0`.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value == Double
    public init(wrappedValue: Double, _ key: String) where Value == Double {
        stored = .plain(.scene, key, wrappedValue)
    }

    /// Stores text: `@AppStorage("name") var name = "Aiko"`.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value == String
    public init(wrappedValue: String, _ key: String) where Value == String {
        stored = .plain(.scene, key, wrappedValue)
    }

    /// Stores a URL.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value == URL
    public init(wrappedValue: URL, _ key: String) where Value == URL {
        stored = .plain(.scene, key, wrappedValue)
    }

    /// Stores data.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value == Data
    public init(wrappedValue: Data, _ key: String) where Value == Data {
        stored = .plain(.scene, key, wrappedValue)
    }

    /// Stores an enumeration by its Int raw value: `@SceneStorage("theme") var theme = Theme.system`.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value : RawRepresentable, Value.RawValue == Int
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        stored = .raw(.scene, key, wrappedValue)
    }

    /// Stores an enumeration by its String raw value: `@SceneStorage("theme") var theme = Theme.system`.
    ///
    /// SwiftUI: SceneStorage.init(wrappedValue:_:) where Value : RawRepresentable, Value.RawValue == String
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        stored = .raw(.scene, key, wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Stores an optional bool, `nil` until written: `@SceneStorage("key") var value: Bool?`.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == Bool?
    public init(_ key: String) where Value == Bool? {
        stored = .optional(.scene, key)
    }

    /// Stores an optional int, `nil` until written: `@SceneStorage("key") var value: Int?`.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == Int?
    public init(_ key: String) where Value == Int? {
        stored = .optional(.scene, key)
    }

    /// Stores an optional double, `nil` until written: `@SceneStorage("key") var value: Double?`.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == Double?
    public init(_ key: String) where Value == Double? {
        stored = .optional(.scene, key)
    }

    /// Stores an optional string, `nil` until written: `@SceneStorage("key") var value: String?`.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == String?
    public init(_ key: String) where Value == String? {
        stored = .optional(.scene, key)
    }

    /// Stores an optional URL, `nil` until written: `@SceneStorage("key") var value: URL?`.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == URL?
    public init(_ key: String) where Value == URL? {
        stored = .optional(.scene, key)
    }

    /// Stores an optional data, `nil` until written: `@SceneStorage("key") var value: Data?`.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == Data?
    public init(_ key: String) where Value == Data? {
        stored = .optional(.scene, key)
    }

    /// Stores an optional enumeration by its Int raw value, `nil` until written.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == R?, R : RawRepresentable, R.RawValue == Int
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        stored = .optionalRaw(.scene, key)
    }

    /// Stores an optional enumeration by its String raw value, `nil` until written.
    ///
    /// SwiftUI: SceneStorage.init(_:) where Value == R?, R : RawRepresentable, R.RawValue == String
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        stored = .optionalRaw(.scene, key)
    }
}
