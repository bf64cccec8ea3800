#if !canImport(Darwin)
import Foundation

extension AttributeContainer {
    /// A container made from Foundation attribute keys, as a screen that styles the text of an
    /// attributed string writes `AttributeContainer([.foregroundColor: Color.primary])`. Text
    /// has one font and no colour, so the keys' values are not kept: the container is empty,
    /// and the characters it is set on are drawn as they are.
    ///
    /// TextUI only: Apple's Foundation has `init(_ dictionary: [NSAttributedString.Key : Any])`;
    /// Linux's lacks it, so without this a file that compiles for iOS would not compile here.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
    }
}
#endif
