#if !canImport(LocalAuthentication)
import Foundation

/// Asks the device owner to prove who they are (Face ID, Touch ID or the passcode) before a
/// screen shows what it locks: `try await LAContext().evaluatePolicy(.deviceOwnerAuthentication,
/// localizedReason: "Unlock your history")`.
///
/// A preview asks no one, and its answer is fixed: every policy can be evaluated, and every
/// evaluation succeeds at once (the reply is called before `evaluatePolicy` returns), so a
/// locked screen draws what it shows once unlocked.
///
/// LocalAuthentication: class LAContext : NSObject
open class LAContext: NSObject {
    /// Whether `policy` can be evaluated: `true`, leaving `error` as it was.
    ///
    /// Linux's Foundation has no `NSErrorPointer`; `error` is the pointer it stands for, so
    /// `canEvaluatePolicy(.deviceOwnerAuthentication, error: &error)` reads the same.
    ///
    /// LocalAuthentication: func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { true }

    /// Succeeds: calls `reply(true, nil)` before it returns.
    ///
    /// LocalAuthentication: func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void)
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(true, nil)
    }

    /// Succeeds: `true`, at once.
    ///
    /// LocalAuthentication: func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { true }
}

/// What the owner proves themselves with.
///
/// LocalAuthentication: enum LAPolicy
public enum LAPolicy: Int, Sendable {
    /// Face ID or Touch ID alone.
    ///
    /// LocalAuthentication: case deviceOwnerAuthenticationWithBiometrics
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Face ID, Touch ID or the passcode.
    ///
    /// LocalAuthentication: case deviceOwnerAuthentication
    case deviceOwnerAuthentication = 2
}
#endif
