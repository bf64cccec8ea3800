import PreviewCatalog

/// Every case of `MainViewState`: a new case does not compile until it is named here.
extension MainPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case launching, loading, signedIn, signedOut, error
    }

    public static func stateCase(of state: MainViewState) -> StateCase {
        switch state {
        case .launching: .launching
        case .loading: .loading
        case .signedIn: .signedIn
        case .signedOut: .signedOut
        case .error: .error
        }
    }
}
