import Foundation

/// The platform a target's copies are read as, from `TextUICopy.json` at the package's root:
/// an iPhone in the simulator, as Xcode's previews are, when there is no such file.
///
/// ```json
/// { "platform": "macOS", "simulator": false }
/// { "targets": { "MacScreens": { "platform": "macOS" } } }
/// { "keepImports": ["AVFoundation"] }
/// ```
///
/// A target's own entry under `"targets"` overrides the settings at the top.
package enum CopySettings {
    package static let fileName = "TextUICopy.json"

    /// A mistake in the file, in one line that says how to write it.
    package struct Mistake: Error, Equatable {
        package let message: String
    }

    /// The platform `target`'s copies are read as, given the settings file's bytes (`nil`: no
    /// file). Throws ``Mistake`` naming what is wrong and how to write it.
    package static func platform(from data: Data?, target: String) throws(Mistake) -> CopyPlatform {
        var platform = CopyPlatform()
        guard let data else { return platform }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw Mistake(message: "\(fileName) is not a JSON object; write it as {\"platform\": \"iOS\", \"simulator\": true}")
        }
        try take(object, from: fileName, into: &platform)
        if let targets = object["targets"] {
            guard let targets = targets as? [String: Any] else { throw Mistake(message: "\(fileName): \"targets\" must map target names to settings") }
            if let own = targets[target] {
                guard let own = own as? [String: Any] else { throw Mistake(message: "\(fileName): the settings of target \(target) must be an object") }
                try take(own, from: "\(fileName), target \(target)", into: &platform)
            }
        }
        return platform
    }

    private static func take(_ object: [String: Any], from place: String, into platform: inout CopyPlatform) throws(Mistake) {
        for key in object.keys.sorted() where !["platform", "simulator", "keepImports", "targets"].contains(key) {
            throw Mistake(message: "\(place): unknown setting \"\(key)\"; the settings are \"platform\", \"simulator\" and \"keepImports\"")
        }
        if let value = object["platform"] {
            guard let name = value as? String, let os = CopyPlatform.OS(rawValue: name) else {
                let platforms = CopyPlatform.OS.allCases.map(\.rawValue)
                throw Mistake(message: "\(place): \"platform\" must be one of \(platforms.joined(separator: ", "))")
            }
            platform.os = os
        }
        if let value = object["simulator"] {
            guard let flag = value as? Bool else { throw Mistake(message: "\(place): \"simulator\" must be true or false") }
            platform.simulator = flag
        }
        if let value = object["keepImports"] {
            guard let modules = value as? [String], !modules.contains(where: \.isEmpty) else {
                throw Mistake(message: "\(place): \"keepImports\" must be a list of module names, as [\"AVFoundation\"]")
            }
            platform.keptImports = Set(modules)
        }
    }
}
