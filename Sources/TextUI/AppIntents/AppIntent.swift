import Foundation

// The part of AppIntents a widget's file reaches: the intent that configures a widget
// (Xcode's widget template writes one), its parameters and its result. A preview runs no
// intent. `import AppIntents` in a text copy reads as `import TextUI`.

/// An action of the app the system can run; a widget's configuration is one
/// (``WidgetConfigurationIntent``).
///
/// AppIntents: protocol AppIntent : PersistentlyIdentifiable, _SupportsAppDependencies, Sendable
public protocol AppIntent: Sendable {
    /// AppIntents: associatedtype PerformResult : IntentResult
    associatedtype PerformResult: IntentResult

    /// AppIntents: static var title: LocalizedStringResource { get }
    static var title: LocalizedStringResource { get }

    /// AppIntents: static var description: IntentDescription? { get }
    static var description: IntentDescription? { get }

    /// AppIntents: init()
    init()

    /// AppIntents: func perform() async throws -> Self.PerformResult
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description given.
    ///
    /// AppIntents: static var description: IntentDescription? { get }
    public static var description: IntentDescription? { nil }

    /// A parameter of the intent: `@Parameter(title: "Favorite Emoji", default: "😃") var emoji: String`.
    ///
    /// AppIntents: typealias Parameter<Value> = IntentParameter<Value>
    public typealias Parameter<Value> = IntentParameter<Value>
}

/// The intent a widget the user configures is configured with.
///
/// AppIntents: protocol WidgetConfigurationIntent : AppIntent
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A widget's configuration performs nothing.
    ///
    /// AppIntents: func perform() async throws -> some IntentResult
    public func perform() async throws -> some IntentResult { .result() }
}

/// What an intent's `perform()` returns.
///
/// AppIntents: protocol IntentResult : _SupportsAppDependencies, Sendable
public protocol IntentResult: Sendable {}

/// The result of an intent that returns nothing: `.result()`.
///
/// AppIntents: struct IntentResultContainer<Value, ConfirmationActionValue, Content, Dialog>
public struct IntentResultContainer: IntentResult {}

extension IntentResult where Self == IntentResultContainer {
    /// AppIntents: static func result() -> Self
    public static func result() -> Self { IntentResultContainer() }
}

/// What an intent does, in words, for the Shortcuts app and the widget's editor.
///
/// AppIntents: struct IntentDescription
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    /// AppIntents: var descriptionText: LocalizedStringResource
    public var descriptionText: LocalizedStringResource

    /// AppIntents: init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil)
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
    }

    /// AppIntents: init(stringLiteral value: String)
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }
}

/// A value the user sets on an intent; a preview reads the value the intent was given, or
/// its default. An optional parameter with neither reads `nil`.
///
/// AppIntents: @propertyWrapper final class IntentParameter<Value> where Value : _IntentValue
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The parameter's title in the widget's editor.
    let title: LocalizedStringResource
    private var value: Value?

    /// The value set, or the default. Reading one with neither stops (the system asks the user
    /// for it before an intent runs), unless the parameter is optional: then it is `nil`.
    ///
    /// AppIntents: var wrappedValue: Value { get set }
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let optional = Value.self as? any AbsentValue.Type, let absent = optional.absent as? Value { return absent }
            preconditionFailure("the intent parameter \"\(title.key)\" has no value and no default; give it `default:`")
        }
        set { value = newValue }
    }

    /// AppIntents: init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil) {
        self.title = title
        self.value = defaultValue
    }
}

/// An optional type, whose absent value is `nil`.
private protocol AbsentValue {
    static var absent: Self { get }
}

extension Optional: AbsentValue {
    static var absent: Self { nil }
}
