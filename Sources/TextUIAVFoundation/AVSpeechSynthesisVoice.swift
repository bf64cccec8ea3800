#if !canImport(AVFoundation)
import Foundation

/// A voice that speech can be spoken in, which a settings screen lists and a reader picks:
/// `AVSpeechSynthesisVoice.speechVoices()`, `AVSpeechSynthesisVoice(identifier: id)?.name`.
///
/// A preview has one voice, the same on every machine, so a voice picker draws one row and a
/// saved voice resolves: Samantha, `en-US`, default quality, identifier
/// `com.apple.voice.compact.en-US.Samantha` (iOS's own default American English voice).
///
/// AVFoundation: class AVSpeechSynthesisVoice : NSObject
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// AVFoundation: var identifier: String { get }
    public let identifier: String
    /// AVFoundation: var name: String { get }
    public let name: String
    /// The BCP 47 code of the voice's language and region: `en-US`.
    ///
    /// AVFoundation: var language: String { get }
    public let language: String
    /// AVFoundation: var quality: AVSpeechSynthesisVoiceQuality { get }
    public let quality: AVSpeechSynthesisVoiceQuality

    private init(identifier: String, name: String, language: String, quality: AVSpeechSynthesisVoiceQuality) {
        self.identifier = identifier
        self.name = name
        self.language = language
        self.quality = quality
    }

    private static let samantha = (identifier: "com.apple.voice.compact.en-US.Samantha", name: "Samantha", language: "en-US")

    /// Every voice there is: in a preview, Samantha alone.
    ///
    /// AVFoundation: class func speechVoices() -> [AVSpeechSynthesisVoice]
    open class func speechVoices() -> [AVSpeechSynthesisVoice] {
        [AVSpeechSynthesisVoice(identifier: samantha.identifier, name: samantha.name, language: samantha.language, quality: .default)]
    }

    /// The language code of the device's locale: `en-US` in a preview.
    ///
    /// AVFoundation: class func currentLanguageCode() -> String
    open class func currentLanguageCode() -> String { samantha.language }

    /// The voice of `identifier`, or `nil` when there is no such voice (any but Samantha's).
    ///
    /// AVFoundation: init?(identifier: String)
    public convenience init?(identifier: String) {
        guard identifier == Self.samantha.identifier else { return nil }
        self.init(identifier: identifier, name: Self.samantha.name, language: Self.samantha.language, quality: .default)
    }

    /// The voice for a language (`nil` means the device's): Samantha for `en-US` or `nil`,
    /// otherwise `nil`.
    ///
    /// AVFoundation: init?(language languageCode: String?)
    public convenience init?(language languageCode: String?) {
        guard languageCode == nil || languageCode == Self.samantha.language else { return nil }
        self.init(identifier: Self.samantha.identifier)
    }
}

/// How natural a voice sounds.
///
/// AVFoundation: enum AVSpeechSynthesisVoiceQuality
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    /// AVFoundation: case `default`
    case `default` = 1
    /// AVFoundation: case enhanced
    case enhanced = 2
    /// AVFoundation: case premium
    case premium = 3
}
#endif
