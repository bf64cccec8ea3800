import Foundation
import Testing
import TextUI

/// GeometryReader and ViewThatFits lay out by the room given; iOS 17's scrolling, matched
/// geometry, visual and symbol effects are accepted and draw the view as it is at rest.
@MainActor
@Suite struct GeometryAndScrollingTests {
    @Test func aGeometryReaderHandsItsContentTheRoomInPointsFromTheTopLeading() {
        let reader = GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) \(Int(proxy.frame(in: .global).width))")
        }
        // At the root of a drawing with no height, a phone's screen (see RootGeometryReaderTests).
        #expect(reader.render(width: 20) == "160x759 160")
        #expect(VStack { reader.frame(height: 32); Text("end") }.render(width: 12) == "96x32 96\n\n    end")
        #expect(reader.accessibilityTranscript() == "Text: 320x0 320")
    }

    @Test func viewThatFitsDrawsTheFirstViewThatFitsTheWidthOrTheLast() {
        let view = ViewThatFits {
            Text("Follow · Share · Rate")
            Text("Follow · Share")
            Text("Follow")
        }
        #expect(view.render(width: 30) == "Follow · Share · Rate")
        #expect(view.render(width: 16) == "Follow · Share")
        #expect(view.render(width: 3) == "Fol\nlow")
        let spread = ViewThatFits(in: .horizontal) { HStack { Text("Total"); Spacer(); Text("¥1,500") }; Text("¥1,500") }
        #expect(spread.render(width: 14) == "Total   ¥1,500")
        #expect(spread.render(width: 8) == "¥1,500")
    }

    @Test func symbolVariantFillDrawsTheFilledGlyphWhereThereIsOne() {
        let icons = HStack { Image(systemName: "star"); Image(systemName: "heart.fill"); Image(systemName: "house") }
        #expect(icons.symbolVariant(.fill).render() == "★ ♥ ⌂")
        #expect(icons.render() == "☆ ♥ ⌂")
        #expect(SymbolVariants.circle.fill.contains(.fill))
    }

    @Test func contentMarginsInsetTheContentAndTheScrollSettingsDrawItAtRest() {
        @Namespace var namespace
        let position = Binding<Int?>.constant(nil)
        let carousel = ScrollView(.horizontal) {
            LazyHStack {
                ForEach(1...2, id: \.self) { number in
                    Text("Ep. \(number)")
                        .containerRelativeFrame(.horizontal, count: 2, spacing: 8)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(0.9) }
                        .matchedGeometryEffect(id: number, in: namespace)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: position)
        .contentMargins(.horizontal, 16, for: .scrollContent)
        #expect(carousel.render(width: 15) == "  Ep. 1 Ep. 2")
        #expect(Text("A").contentMargins(16, for: .scrollIndicators).render() == "A")
        #expect(Text("A").safeAreaPadding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)).render() == "  A")
    }

    @Test func aTeamsOwnScrollTargetBehaviorCompilesAndMovesItsTarget() {
        struct SnapToTenth: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                let step = context.containerSize.width / 10
                target.rect.origin.x = (target.rect.minX / step).rounded() * step
            }
        }
        let start = ScrollTarget(rect: CGRect(x: 47, y: 0, width: 100, height: 50))
        let context = ScrollTargetBehaviorContext(
            originalTarget: start, contentSize: CGSize(width: 1000, height: 50),
            containerSize: CGSize(width: 100, height: 50), axes: .horizontal)
        var target = start
        SnapToTenth().updateTarget(&target, context: context)
        #expect(target.rect.minX == 50)
        #expect(context.originalTarget == start && context.velocity == .zero)
        #expect(context.layoutDirection == .leftToRight)

        var paged = start
        PagingScrollTargetBehavior().updateTarget(&paged, context: context)
        #expect(paged.rect.minX == 0)
        paged.rect.origin.x = 160
        func settle(_ behavior: some ScrollTargetBehavior) { behavior.updateTarget(&paged, context: context) }
        settle(.paging)
        #expect(paged.rect.minX == 200 && paged.rect.minY == 0)
        var aligned = start
        ViewAlignedScrollTargetBehavior().updateTarget(&aligned, context: context)
        #expect(aligned == start)

        let list = ScrollView { Text("A") }
        #expect(list.scrollTargetBehavior(SnapToTenth()).render(width: 3) == list.render(width: 3))
    }

    @Test func symbolEffectsStatusBarAndURLHandlersDrawTheViewAsItWas() {
        let view = Image(systemName: "bell")
            .symbolRenderingMode(.hierarchical)
            .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: 3)
            .symbolEffect(.variableColor.iterative.reversing, isActive: true)
            .symbolEffect(.pulse)
            .symbolEffectsRemoved(false)
            .visualEffect { content, proxy in content.offset(y: proxy.size.height) }
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .onOpenURL { _ in }
        #expect(view.render() == "♪")
    }

    @Test func aScrollViewAnchoredAtTheBottomShowsItsLastRowsInAGivenHeight() {
        let chat = ScrollView { VStack(alignment: .leading) { ForEach(1...5, id: \.self) { Text("Message \($0)").id($0) } } }
        #expect(chat.defaultScrollAnchor(.bottom).render(width: 12, height: 2) == " Message 4\n Message 5")
        #expect(chat.render(width: 12, height: 2) == " Message 1\n Message 2")
        #expect(chat.defaultScrollAnchor(.bottom).render(width: 12).split(separator: "\n").count == 5)
    }
}
