import Foundation
import PreviewCatalog
import TextSnapshots

/// The record mode in effect and why, so a message can say what to change.
struct RecordModeChoice: Equatable, Sendable {
    enum Reason: Equatable, Sendable {
        /// `withSnapshotRecording(_:)` around the assertion.
        case scoped
        /// `VIEWSTATE_RECORD` in the environment.
        case environment
        /// A CI variable (`CI`, `GITHUB_ACTIONS` …, see `ContinuousIntegration`) is set and
        /// `VIEWSTATE_RECORD` is not; the associated value names it.
        case continuousIntegration(String)
        /// Nothing chose; a developer's machine.
        case defaultLocally
    }

    static let variable = "VIEWSTATE_RECORD"

    let mode: SnapshotRecordMode
    let reason: Reason

    /// The mode for an assertion: the scoped setting, else `VIEWSTATE_RECORD`, else `never`
    /// under CI (the same detection as `preview record`) and `missing` elsewhere. A `VIEWSTATE_RECORD` that names no mode is an error
    /// whose text says which values work.
    static func resolve(scoped: SnapshotRecordMode?, environment: [String: String]) -> Result<Self, InvalidRecordMode> {
        if let scoped { return .success(Self(mode: scoped, reason: .scoped)) }
        if let raw = environment[variable], !raw.isEmpty {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let mode = SnapshotRecordMode(rawValue: name) else { return .failure(InvalidRecordMode(value: raw)) }
            return .success(Self(mode: mode, reason: .environment))
        }
        if let variable = ContinuousIntegration.variable(in: environment) {
            return .success(Self(mode: .never, reason: .continuousIntegration(variable)))
        }
        return .success(Self(mode: .missing, reason: .defaultLocally))
    }

    /// Why recording is off, for the message about a missing reference: `CI is set`.
    var explanation: String {
        switch reason {
        case .scoped: "withSnapshotRecording(.\(mode)) is in effect"
        case .environment: "\(Self.variable)=\(mode)"
        case .continuousIntegration(let variable): "\(variable) is set"
        case .defaultLocally: "the record mode is \(mode)"
        }
    }
}

/// `VIEWSTATE_RECORD` holds something that is not a record mode.
struct InvalidRecordMode: Error, Equatable, CustomStringConvertible {
    let value: String

    var description: String {
        let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return "\(RecordModeChoice.variable)=\"\(value)\" is not a record mode; use one of \(modes)."
    }
}
