import Foundation
import Testing
@testable import TextUI

/// Screens that move their drawing with Core Graphics' transform, as real apps do: a shake on a
/// wrong entry, a wobbling tile, a marquee's scroll, chart points mapped into their frame,
/// crop handles mirrored into each corner. Text keeps every view where its layout puts it, so
/// an effect draws the view at rest; points mapped by a transform draw where it maps them.
@MainActor
struct GeometryEffectScreenTests {
    /// A shake along x, from the effect's animated position.
    struct Shake: GeometryEffect {
        var position: CGFloat
        var animatableData: CGFloat {
            get { position }
            set { position = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 3 * sin(position * 3 * .pi), y: 0))
        }
    }

    /// A wobble that turns the tile a little.
    struct Wobble: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(rotationAngle: -.pi / 30 * sin(animatableData * .pi * 10)))
        }
    }

    /// A marquee's scroll: the offset animates as a pair of numbers.
    struct MarqueeOffset: GeometryEffect {
        var offset: CGSize
        var animatableData: CGSize.AnimatableData {
            get { CGSize.AnimatableData(offset.width, offset.height) }
            set { offset = CGSize(width: newValue.first, height: newValue.second) }
        }
        func effectValue(size _: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
        }
    }

    @Test func aMarqueeOffsetKeepsItsPairAndDrawsTheTitleAtRest() {
        var marquee = MarqueeOffset(offset: CGSize(width: -40, height: 0))
        #expect(Text("Now playing").modifier(marquee).render() == "Now playing")
        marquee.animatableData = marquee.animatableData + AnimatablePair(10, 2)
        #expect(marquee.offset == CGSize(width: -30, height: 2))
        #expect(marquee.effectValue(size: .zero).m31 == -30)
        let half = CGSize.AnimatableData(4, -2).scaled(by: 0.5)
        #expect(half == AnimatablePair(2, -1) && half.magnitudeSquared == 5 && CGSize.AnimatableData.zero == AnimatablePair(0, 0))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = point.animatableData - AnimatablePair(1, 1)
        #expect(point == CGPoint(x: 0, y: 1))
    }

    @Test func anEffectDrawsTheViewAtRestAndKeepsItsTransform() {
        let login = VStack {
            Text("Passcode").modifier(Shake(position: 0.5))
            Text("Play").padding(.horizontal).border().modifier(Wobble(animatableData: 0.05))
            Text("Now playing: a long title").transformEffect(CGAffineTransform(translationX: -40, y: 0))
            Text("Tilted").projectionEffect(ProjectionTransform(CGAffineTransform(rotationAngle: 0.2)))
        }
        let atRest = VStack {
            Text("Passcode")
            Text("Play").padding(.horizontal).border()
            Text("Now playing: a long title")
            Text("Tilted")
        }
        #expect(login.render(width: 30) == atRest.render(width: 30))
        let shake = Shake(position: 0.5).effectValue(size: .zero)
        #expect(abs(shake.m31 + 3) < 1e-9 && shake.isAffine && !shake.isIdentity)
    }

    @Test func aProjectionTransformComposesAndInvertsAsAMatrix() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 4, y: 2))
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        let both = move.concatenating(scale)
        #expect(both == ProjectionTransform(CGAffineTransform(translationX: 4, y: 2).concatenating(CGAffineTransform(scaleX: 2, y: 2))))
        let undone = both.concatenating(both.inverted())
        #expect(abs(undone.m11 - 1) < 1e-12 && abs(undone.m31) < 1e-12 && abs(undone.m32) < 1e-12 && abs(undone.m33 - 1) < 1e-12)
        #expect(ProjectionTransform().isIdentity)
        var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        #expect(!flat.invert() && flat == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        var notANumber = ProjectionTransform(CGAffineTransform(translationX: .nan, y: 0))
        #expect(notANumber.invert() == false || notANumber.m31.isNaN)
    }

    @Test func chartPointsMappedByATransformDrawWhereItMapsThem() {
        // Values 0…1 mapped into a 64 × 32 chart: flipped (y grows down) and scaled.
        let values: [CGPoint] = [CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 1), CGPoint(x: 1, y: 0)]
        let toChart = CGAffineTransform.identity.translatedBy(x: 0, y: 32).scaledBy(x: 64, y: -32)
        let mapped = Path { path in path.addLines(values.map { $0.applying(toChart) }) }
        let drawnByHand = Path { path in path.addLines([CGPoint(x: 0, y: 32), CGPoint(x: 32, y: 0), CGPoint(x: 64, y: 32)]) }
        #expect(mapped.stroke(.red).frame(width: 64, height: 32).render() == drawnByHand.stroke(.red).frame(width: 64, height: 32).render())
        #expect(mapped.stroke(.red).frame(width: 64, height: 32).render() == "  ⣠⠞⠑⢄\n⣠⠞⠁   ⠑⢄")
    }

    @Test func cropHandlesMirroredIntoEachCornerDrawInEachCorner() {
        // One L-shaped handle, mirrored about the centre of a 64 × 64 crop box.
        let handle = [CGPoint(x: -28, y: -16), CGPoint(x: -28, y: -28), CGPoint(x: -16, y: -28)]
        let mirrors = [CGAffineTransform.identity, CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(scaleX: -1, y: -1), CGAffineTransform(scaleX: 1, y: -1)]
        let handles = Path { path in
            for mirror in mirrors {
                let centred = mirror.concatenating(CGAffineTransform(translationX: 32, y: 32))
                path.addLines(handle.map { $0.applying(centred) })
            }
        }
        let rows = handles.stroke(.red).frame(width: 64, height: 64).render().split(separator: "\n", omittingEmptySubsequences: false)
        // Each corner holds its handle, turned into that corner; the middle is empty.
        #expect(rows.joined(separator: "\n") == "⢰⠒⠂   ⠒⢲\n⠈      ⠈\n\n⢸⣀⡀   ⣀⣸")
    }
}
