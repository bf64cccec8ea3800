import Foundation
@testable import ViewStateTesting

/// Runs `body` with snapshot assertions reading `environment` instead of the process's, and
/// references under `directory`: what a developer's shell or a CI machine would give them.
@MainActor
func withSnapshotEnvironment(
    _ environment: [String: String],
    directory: URL,
    _ body: @MainActor () async -> Void
) async {
    var settings = SnapshotSettings.current
    settings.environment = environment
    settings.directory = directory
    await SnapshotSettings.$current.withValue(settings) { await body() }
}
