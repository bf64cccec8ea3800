import ViewStateKit

/// Where an error that an effect did not handle goes: a runtime warning (a failure under a test
/// store).
enum EffectErrorReporting {
    static func report(_ error: any Error, fileID: String, line: UInt) async {
        RuntimeWarnings.report(
            "An effect created at \(fileID):\(line) threw an error it did not handle: \(error). Pass catch: to .run to turn errors into actions."
        )
    }
}
