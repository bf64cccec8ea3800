import Foundation
import TextUI

/// The doc examples of geometry, iOS 17 scrolling, symbol effects and accessibility values (see ``DocExample``).
extension DocExample {
    static let geometry: [DocExample] = [
        DocExample("Containers/GeometryReader.swift") {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) pt")
            }
            .frame(height: 32)
            .border()
            .render(width: 24)
        },
        DocExample("Containers/GeometryReader.swift", 1) {
            VStack(spacing: 0) {
                Text("Today")
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.height)) pt")
                }
            }
            .padding(.top)
            .render(width: 24)
        },
        DocExample("Layout/ViewThatFits.swift") {
            ViewThatFits(in: .horizontal) {
                HStack { Button("Follow") {}; Button("Share") {} }
                Button("Follow") {}
            }
            .render(width: 12)
        },
        DocExample("Effects/View+SafeArea.swift", 2) {
            ScrollView { Text("Episodes") }.safeAreaPadding(.horizontal).render(width: 14)
        },
        DocExample("Effects/MatchedGeometry.swift") {
            let tabs = Namespace().wrappedValue
            return Text("Episodes").background { Capsule().stroke().matchedGeometryEffect(id: "tab", in: tabs) }.render()
        },
        DocExample("Containers/ScrollTargets.swift") {
            ScrollView(.horizontal) {
                LazyHStack { Text("Ep. 1"); Text("Ep. 2") }.scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .render(width: 20)
        },
        DocExample("Containers/ScrollTargets.swift", 1) {
            ScrollView { VStack { Text("1"); Text("2"); Text("3") } }
                .defaultScrollAnchor(.bottom)
                .render(width: 3, height: 2)
        },
        DocExample("Modifiers/View+Identity.swift") {
            VStack(alignment: .leading) { Text("Hi").id(1); Text("Bye").id(2) }.render()
        },
        DocExample("Accessibility/View+AccessibilityValues.swift", 0) {
            HStack { Text("★★★★☆") }.accessibilityLabel("Rating").accessibilityValue("4 of 5").accessibilityTranscript()
        },
        DocExample("Accessibility/View+AccessibilityValues.swift", 1) {
            Text("Ben Ito").accessibilityAction(named: "Call") {}.accessibilityTranscript()
        },
        DocExample("Presentation/Inspector.swift") {
            Text("Photo").inspector(isPresented: .constant(true)) { Text("Taken in Kyoto") }.render(width: 18)
        },
        DocExample("Effects/VisualEffect.swift") {
            Text("Ep. 1").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }.render()
        },
        DocExample("Views/Image+Symbols.swift") {
            HStack { Image(systemName: "star"); Image(systemName: "heart") }.symbolVariant(.fill).render()
        },
        DocExample("Effects/SymbolEffects.swift") {
            Label("3 new", systemImage: "bell").symbolEffect(.bounce, value: 3).render()
        },
        DocExample("Effects/GeometryEffect.swift") {
            Text("PIN").modifier(ShakeForDocs(animatableData: 1)).render()
        },
    ]
}

/// The doc comment's shake effect, as `Effects/GeometryEffect.swift` writes it.
private struct ShakeForDocs: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 3 * sin(animatableData * .pi), y: 0))
    }
}
