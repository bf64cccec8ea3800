import SwiftUI

/// The pinNest app drawn from ``PinNestReducer/State``: FeatureA, with FeatureB as a sheet
/// over it while the destination is set.
///
/// ```swift
/// PinNestView(state: PinNestReducer.State(destination: FeatureBReducer.State(item: .pen)))
/// ```
public struct PinNestView: View {
    let state: PinNestReducer.State
    let send: (PinNestReducer.Action) -> Void

    public init(state: PinNestReducer.State, send: @escaping (PinNestReducer.Action) -> Void = { _ in }) {
        self.state = state
        self.send = send
    }

    public var body: some View {
        NavigationStack {
            FeatureAView(state: state.featureA) { send(.featureA($0)) }
        }
        .sheet(isPresented: Binding(get: { state.destination != nil }, set: { if !$0 { send(.destination(.closeTapped)) } })) {
            if let destination = state.destination {
                FeatureBView(state: destination) { send(.destination($0)) }
            }
        }
    }
}

#Preview {
    PinNestView(state: PinNestReducer.State())
}
