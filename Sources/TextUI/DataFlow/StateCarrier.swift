/// Keeps each view's `@State` and `@StateObject` from one drawing of a preview to the next, as
/// SwiftUI keeps them for as long as the view is on screen.
///
/// TextUI draws a view by reading `body` again, which makes its children anew, each `@State` at
/// its initial value. A preview whose child sets its state in `onAppear` or `task` is drawn
/// again after those actions run (``View/appear(width:height:style:maxPasses:)``), and without
/// the carrier that drawing would show the child as it was before they ran:
///
/// ```swift
/// struct Feed: View {
///     @State private var loaded = false
///     var body: some View { Text(loaded ? "Loaded" : "Loading…").onAppear { loaded = true } }
/// }
/// // VStack { Text("News"); Feed() }, once it has appeared, draws:
/// // News
/// // Loaded
/// ```
///
/// Each property is known by where it is declared and by how many properties declared there
/// were made before it in the same drawing (the third row's `@State var isExpanded` takes the
/// third row's value from the drawing before), as lifecycle modifiers are.
package final class StateCarrier: @unchecked Sendable {
    /// The carrier of the drawing under way: set while a carried view's `body` is read. Touched
    /// only inside one synchronous drawing, on one thread, hence `@unchecked Sendable`.
    @TaskLocal static var current: StateCarrier?

    /// The storage made in the last finished drawing, by declaration, in the order made.
    private var previous: [StateSite: [AnyObject]] = [:]
    /// The storage made so far in the drawing under way.
    private var made: [StateSite: [AnyObject]] = [:]

    package init() {}

    /// Starts a drawing: what the last one made is what this one takes its values from.
    func beginDrawing() {
        if !made.isEmpty { previous = made }
        made = [:]
    }

    /// Records `storage`, just made for the property declared at `site`, and hands it what
    /// the same property held in the last drawing (`carry(new, old)`), when there was one.
    func adopt<Storage: AnyObject>(_ storage: Storage, at site: StateSite, carry: (Storage, Storage) -> Void) {
        let index = made[site, default: []].count
        made[site, default: []].append(storage)
        guard let earlier = previous[site], index < earlier.count, let old = earlier[index] as? Storage, old !== storage else { return }
        carry(storage, old)
    }
}

/// Where a `@State` or `@StateObject` property is declared.
struct StateSite: Hashable {
    let fileID: String
    let line: UInt
    let column: UInt
}

/// `content`, drawn with `carrier` keeping its views' state from one drawing to the next.
package struct StateCarryingView<Content: View>: View {
    let content: Content
    let carrier: StateCarrier

    package init(_ content: Content, carrier: StateCarrier) {
        self.content = content
        self.carrier = carrier
    }

    package var body: Never { fatalError("StateCarryingView draws its content") }

    package static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        view.carrier.beginDrawing()
        var inputs = inputs
        inputs.context.stateCarrier = view.carrier
        return StateCarrier.$current.withValue(view.carrier) {
            Content._makeNodes(of: view.content, in: inputs)
        }
    }
}
