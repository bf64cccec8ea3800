/// The keyboard a text field asks for. Text has no keyboard: the value is accepted and draws
/// nothing.
///
/// ```swift
/// TextField("メール", text: .constant("")).keyboardType(.emailAddress).render(width: 12)
/// ```
/// ```text
/// ╭──────────╮
/// │ メール   │
/// ╰──────────╯
/// ```
/// SwiftUI: UIKeyboardType (UIKit's enum, which SwiftUI's keyboardType(_:) takes)
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// SwiftUI: UIKeyboardType.default
    case `default`
    /// SwiftUI: UIKeyboardType.asciiCapable
    case asciiCapable
    /// SwiftUI: UIKeyboardType.numbersAndPunctuation
    case numbersAndPunctuation
    /// SwiftUI: UIKeyboardType.URL
    case URL
    /// SwiftUI: UIKeyboardType.numberPad
    case numberPad
    /// SwiftUI: UIKeyboardType.phonePad
    case phonePad
    /// SwiftUI: UIKeyboardType.namePhonePad
    case namePhonePad
    /// SwiftUI: UIKeyboardType.emailAddress
    case emailAddress
    /// SwiftUI: UIKeyboardType.decimalPad
    case decimalPad
    /// SwiftUI: UIKeyboardType.twitter
    case twitter
    /// SwiftUI: UIKeyboardType.webSearch
    case webSearch
    /// SwiftUI: UIKeyboardType.asciiCapableNumberPad
    case asciiCapableNumberPad
}

/// How a text field capitalizes what is typed (UIKit's older spelling). Accepted; draws nothing.
///
/// SwiftUI: UITextAutocapitalizationType (UIKit's enum, which SwiftUI's autocapitalization(_:) takes)
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// SwiftUI: UITextAutocapitalizationType.none
    case none
    /// SwiftUI: UITextAutocapitalizationType.words
    case words
    /// SwiftUI: UITextAutocapitalizationType.sentences
    case sentences
    /// SwiftUI: UITextAutocapitalizationType.allCharacters
    case allCharacters
}

/// How a text field capitalizes what is typed. Accepted; draws nothing.
///
/// SwiftUI: struct TextInputAutocapitalization
public struct TextInputAutocapitalization: Sendable, Equatable {
    private let name: String

    /// SwiftUI: TextInputAutocapitalization.never
    public static let never = TextInputAutocapitalization(name: "never")
    /// SwiftUI: TextInputAutocapitalization.words
    public static let words = TextInputAutocapitalization(name: "words")
    /// SwiftUI: TextInputAutocapitalization.sentences
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// SwiftUI: TextInputAutocapitalization.characters
    public static let characters = TextInputAutocapitalization(name: "characters")
}
