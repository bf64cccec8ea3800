import PreviewCatalog

/// What the pinNest app shows: FeatureB over everything while presented, else FeatureA
/// loading, with items, or with none.
extension PinNestPreviews: DeclaresAllCases {
    public enum StateCase: CaseIterable {
        case loading, items, noItems, featureB
    }

    public static func stateCase(of state: PinNestReducer.State) -> StateCase {
        if state.destination != nil { return .featureB }
        if state.featureA.isLoading { return .loading }
        return state.featureA.items.isEmpty ? .noItems : .items
    }
}
