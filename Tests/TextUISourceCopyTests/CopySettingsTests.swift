import Foundation
import Testing
@testable import TextUISourceCopy

/// `TextUICopy.json`: the platform each target's copies are read as, and one line for a mistake.
@Suite struct CopySettingsTests {
    private func platform(_ json: String?, target: String = "Screens") throws -> CopyPlatform {
        try CopySettings.platform(from: json.map { Data($0.utf8) }, target: target)
    }

    @Test func noFileReadsAsAnIPhoneInTheSimulator() throws {
        #expect(try platform(nil) == CopyPlatform(os: .iOS, simulator: true))
    }

    @Test func theTopSettingsApplyToEveryTargetAndATargetsOwnOverrideThem() throws {
        let json = #"{ "platform": "macOS", "simulator": false, "targets": { "Watch": { "platform": "watchOS" } } }"#
        #expect(try platform(json, target: "Screens") == CopyPlatform(os: .macOS, simulator: false))
        #expect(try platform(json, target: "Watch") == CopyPlatform(os: .watchOS, simulator: false))
    }

    @Test(arguments: [
        ("[1, 2]", #"TextUICopy.json is not a JSON object; write it as {"platform": "iOS", "simulator": true}"#),
        ("{ not json", #"TextUICopy.json is not a JSON object; write it as {"platform": "iOS", "simulator": true}"#),
        (#"{ "platform": "Android" }"#, #"TextUICopy.json: "platform" must be one of iOS, macOS, tvOS, watchOS, visionOS"#),
        (#"{ "simulator": "yes" }"#, #"TextUICopy.json: "simulator" must be true or false"#),
        (#"{ "os": "iOS" }"#, #"TextUICopy.json: unknown setting "os"; the settings are "platform" and "simulator""#),
        (#"{ "targets": ["Screens"] }"#, #"TextUICopy.json: "targets" must map target names to settings"#),
        (#"{ "targets": { "Screens": "macOS" } }"#, "TextUICopy.json: the settings of target Screens must be an object"),
        (#"{ "targets": { "Screens": { "platform": 3 } } }"#, #"TextUICopy.json, target Screens: "platform" must be one of iOS, macOS, tvOS, watchOS, visionOS"#),
    ])
    func aMistakeIsOneLineSayingHowToWriteIt(json: String, message: String) {
        #expect(throws: CopySettings.Mistake(message: message)) { try platform(json) }
    }
}
