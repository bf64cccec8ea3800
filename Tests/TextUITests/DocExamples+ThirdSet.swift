import Foundation
import TextUI

/// The doc examples of what the third unseen set of real screens added (see ``DocExample``).
extension DocExample {
    static let thirdSet: [DocExample] = [
        DocExample("Effects/Transition.swift") {
            Text("Saved").transition(.scale(0.5).combined(with: .opacity)).render()
        },
        DocExample("Layout/PositionNode.swift") {
            Text("◆").position(x: 40, y: 24).frame(width: 80, height: 48).border().render()
        },
        DocExample("UIKit/UIHostingController.swift") { HostedExample().render() },
        DocExample("Effects/PhaseAnimator.swift") {
            PhaseAnimator(PulseExample.allCases) { phase in Text(phase == .rest ? "●" : "⬤") }.render()
        },
    ]
}

/// The phases of `PhaseAnimator`'s doc example.
private enum PulseExample: CaseIterable { case rest, grow }

/// The representable of `UIHostingController`'s doc example.
private struct HostedExample: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        UIHostingController(rootView: Text("Inside"))
    }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
