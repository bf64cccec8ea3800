/// State that goes away by itself once the user acts on it — an alert, a confirmation dialog —
/// as it does on screen. `ifLet` clears it when one of its actions arrives, before the parent
/// sees the action, so the parent needs no code to dismiss it (and may present a new one).
package protocol EphemeralState {}

extension AlertState: EphemeralState {}
extension ConfirmationDialogState: EphemeralState {}

/// Which child actions dismiss ephemeral state.
enum Ephemeral {
    /// Whether `action`, a child action for `state`, dismisses it: `state` is ephemeral, or is an
    /// enum whose current case holds ephemeral state and `action` is that case's.
    static func isDismissed(_ state: Any, by action: Any) -> Bool {
        if state is any EphemeralState { return true }
        guard let (label, payload) = CaseReflection.labelAndPayload(of: state), payload is any EphemeralState else {
            return false
        }
        return CaseReflection.labels(of: action).first == label
    }
}
