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

    /// A package that stubs a framework in a module of its own name (names TextUI's module for
    /// it lacks) keeps that import, for every target or for one.
    @Test func keptImportsApplyToEveryTargetOrToOne() throws {
        let json = #"{ "keepImports": ["AVFoundation"], "targets": { "Lock": { "keepImports": ["LocalAuthentication"] } } }"#
        #expect(try platform(json, target: "Screens").keptImports == ["AVFoundation"])
        #expect(try platform(json, target: "Lock").keptImports == ["LocalAuthentication"])
        #expect(try platform(nil).keptImports.isEmpty)
    }

    @Test(arguments: [
        ("[1, 2]", #"TextUICopy.json is not a JSON object; write it as {"platform": "iOS", "simulator": true}"#),
        ("{ not json", #"TextUICopy.json is not a JSON object; write it as {"platform": "iOS", "simulator": true}"#),
        (#"{ "platform": "Android" }"#, #"TextUICopy.json: "platform" must be one of iOS, macOS, tvOS, watchOS, visionOS"#),
        (#"{ "simulator": "yes" }"#, #"TextUICopy.json: "simulator" must be true or false"#),
        (#"{ "os": "iOS" }"#, #"TextUICopy.json: unknown setting "os"; the settings are "platform", "simulator" and "keepImports""#),
        (#"{ "keepImports": "AVFoundation" }"#, #"TextUICopy.json: "keepImports" must be a list of module names, as ["AVFoundation"]"#),
        (#"{ "targets": { "Screens": { "keepImports": [""] } } }"#, #"TextUICopy.json, target Screens: "keepImports" must be a list of module names, as ["AVFoundation"]"#),
        (#"{ "targets": ["Screens"] }"#, #"TextUICopy.json: "targets" must map target names to settings"#),
        (#"{ "targets": { "Screens": "macOS" } }"#, "TextUICopy.json: the settings of target Screens must be an object"),
        (#"{ "targets": { "Screens": { "platform": 3 } } }"#, #"TextUICopy.json, target Screens: "platform" must be one of iOS, macOS, tvOS, watchOS, visionOS"#),
    ])
    func aMistakeIsOneLineSayingHowToWriteIt(json: String, message: String) {
        #expect(throws: CopySettings.Mistake(message: message)) { try platform(json) }
    }
}
