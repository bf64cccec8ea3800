import Foundation
import PackagePlugin

/// The platform settings of `TextUICopy.json` at the package's root, for one target; none
/// (an iPhone, in the simulator as Xcode's previews are) when there is no such file.
struct CopySettings {
    static let fileName = "TextUICopy.json"

    /// The settings file, when there is one: a build input, so an edit to it copies again.
    var file: URL?
    var platform: String?
    var simulator: Bool?

    var arguments: [String] {
        (platform.map { ["--platform", $0] } ?? []) + (simulator.map { ["--simulator", $0 ? "yes" : "no"] } ?? [])
    }

    static func read(in packageRoot: URL, target: String) throws -> CopySettings {
        let url = packageRoot.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return CopySettings() }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw problem("\(fileName) is not a JSON object; write it as {\"platform\": \"iOS\", \"simulator\": true}")
        }
        var settings = CopySettings(file: url)
        try settings.take(object, from: fileName)
        if let targets = object["targets"] {
            guard let targets = targets as? [String: Any] else { throw problem("\(fileName): \"targets\" must map target names to settings") }
            if let own = targets[target] {
                guard let own = own as? [String: Any] else { throw problem("\(fileName): the settings of target \(target) must be an object") }
                try settings.take(own, from: "\(fileName), target \(target)")
            }
        }
        return settings
    }

    private mutating func take(_ object: [String: Any], from place: String) throws {
        for key in object.keys where !["platform", "simulator", "targets"].contains(key) {
            throw Self.problem("\(place): unknown setting \"\(key)\"; the settings are \"platform\" and \"simulator\"")
        }
        if let value = object["platform"] {
            let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
            guard let name = value as? String, platforms.contains(name) else {
                throw Self.problem("\(place): \"platform\" must be one of \(platforms.joined(separator: ", "))")
            }
            platform = name
        }
        if let value = object["simulator"] {
            guard let flag = value as? Bool else { throw Self.problem("\(place): \"simulator\" must be true or false") }
            simulator = flag
        }
    }

    private static func problem(_ message: String) -> PluginError {
        Diagnostics.error(message)
        return PluginError(message: message)
    }
}

struct PluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
