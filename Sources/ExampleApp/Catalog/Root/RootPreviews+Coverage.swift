import PreviewCatalog

/// What the root shows: the first screen before anyone is signed in, signed out, or the app.
extension RootPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case starting, signedOut, app
    }

    public static func stateCase(of state: RootState) -> StateCase {
        if state.app != nil { return .app }
        return state.main == .signedOut ? .signedOut : .starting
    }
}
