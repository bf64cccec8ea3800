import Foundation

// The value types AppStorage stores, as SwiftUI declares them: one initializer for each
// property-list type, for enumerations with Int and String raw values, and optional forms.
// The `store` argument is accepted and not used: every value lives in TextUI's in-memory table.

extension AppStorage {
    /// Stores a switch: `@AppStorage("sounds") var sounds = true`.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value == Bool
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        stored = .plain(.app, key, wrappedValue)
    }

    /// Stores a number: `@AppStorage("interval") var interval = 15`.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value == Int
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) where Value == Int {
        stored = .plain(.app, key, wrappedValue)
    }

    /// Stores a number: `@AppStorage("scale") var scale = 1.0`.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value == Double
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) where Value == Double {
        stored = .plain(.app, key, wrappedValue)
    }

    /// Stores text: `@AppStorage("name") var name = "Aiko"`.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value == String
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) where Value == String {
        stored = .plain(.app, key, wrappedValue)
    }

    /// Stores a URL.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value == URL
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) where Value == URL {
        stored = .plain(.app, key, wrappedValue)
    }

    /// Stores data.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value == Data
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) where Value == Data {
        stored = .plain(.app, key, wrappedValue)
    }

    /// Stores a date.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value == Date
    public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) where Value == Date {
        stored = .plain(.app, key, wrappedValue)
    }

    /// Stores an enumeration by its Int raw value: `@AppStorage("theme") var theme = Theme.system`.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value : RawRepresentable, Value.RawValue == Int
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        stored = .raw(.app, key, wrappedValue)
    }

    /// Stores an enumeration by its String raw value: `@AppStorage("theme") var theme = Theme.system`.
    ///
    /// SwiftUI: AppStorage.init(wrappedValue:_:store:) where Value : RawRepresentable, Value.RawValue == String
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        stored = .raw(.app, key, wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Stores an optional bool, `nil` until written: `@AppStorage("key") var value: Bool?`.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == Bool?
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        stored = .optional(.app, key)
    }

    /// Stores an optional int, `nil` until written: `@AppStorage("key") var value: Int?`.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == Int?
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        stored = .optional(.app, key)
    }

    /// Stores an optional double, `nil` until written: `@AppStorage("key") var value: Double?`.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == Double?
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        stored = .optional(.app, key)
    }

    /// Stores an optional string, `nil` until written: `@AppStorage("key") var value: String?`.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == String?
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        stored = .optional(.app, key)
    }

    /// Stores an optional URL, `nil` until written: `@AppStorage("key") var value: URL?`.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == URL?
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        stored = .optional(.app, key)
    }

    /// Stores an optional data, `nil` until written: `@AppStorage("key") var value: Data?`.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == Data?
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        stored = .optional(.app, key)
    }

    /// Stores an optional date, `nil` until written: `@AppStorage("key") var value: Date?`.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == Date?
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        stored = .optional(.app, key)
    }

    /// Stores an optional enumeration by its Int raw value, `nil` until written.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == R?, R : RawRepresentable, R.RawValue == Int
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        stored = .optionalRaw(.app, key)
    }

    /// Stores an optional enumeration by its String raw value, `nil` until written.
    ///
    /// SwiftUI: AppStorage.init(_:store:) where Value == R?, R : RawRepresentable, R.RawValue == String
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        stored = .optionalRaw(.app, key)
    }
}
