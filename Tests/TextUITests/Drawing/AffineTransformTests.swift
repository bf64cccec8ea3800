import Foundation
import Testing
@testable import TextUI

/// Core Graphics' affine transform, which Linux's Foundation lacks: its arithmetic as Core
/// Graphics does it, and paths it moves drawing moved (a turned rectangle draws turned).
@MainActor
struct AffineTransformTests {
    private func close(_ point: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool {
        abs(point.x - x) < 1e-9 && abs(point.y - y) < 1e-9
    }

    /// The same elements, their points within a billionth of a point (moving after rounding
    /// differs from rounding after moving in the last bit).
    private func nearlyEqual(_ first: Path, _ second: Path) -> Bool {
        func points(_ path: Path) -> [CGPoint?] {
            var points: [CGPoint?] = []
            path.forEach { element in
                switch element {
                case .move(let end), .line(let end): points += [end]
                case .quadCurve(let end, let control): points += [end, control]
                case .curve(let end, let control1, let control2): points += [end, control1, control2]
                case .closeSubpath: points += [nil]
                }
            }
            return points
        }
        let (left, right) = (points(first), points(second))
        return left.count == right.count && zip(left, right).allSatisfy { pair in
            guard let a = pair.0, let b = pair.1 else { return pair.0 == nil && pair.1 == nil }
            return close(a, b.x, b.y)
        }
    }

    @Test func aTransformMovesScalesAndTurnsPointsAsCoreGraphicsDoes() {
        let point = CGPoint(x: 10, y: 0)
        #expect(point.applying(.identity) == point)
        #expect(point.applying(CGAffineTransform(translationX: 5, y: -2)) == CGPoint(x: 15, y: -2))
        #expect(point.applying(CGAffineTransform(scaleX: 3, y: 2)) == CGPoint(x: 30, y: 0))
        // A quarter turn takes x towards y: clockwise on a screen, whose y grows down.
        #expect(close(point.applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 10))
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform().isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func aChainAppliesTheStepItAddsFirst() {
        // `translatedBy` moves, then the scale it was called on: (0, 0) → (5, 0) → (10, 0).
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint.zero.applying(moveThenScale) == CGPoint(x: 10, y: 0))
        let scaleThenMove = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 7, y: 2))
        let turnThenMove = CGAffineTransform(translationX: 0, y: 100).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 10, y: 0).applying(turnThenMove), 0, 110))
        // `concatenating`: this one, then the other.
        let first = CGAffineTransform(rotationAngle: 0.3), second = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: 5)
        let point = CGPoint(x: 7, y: -3)
        let chained = point.applying(first.concatenating(second)), stepwise = point.applying(first).applying(second)
        #expect(close(chained, stepwise.x, stepwise.y))
    }

    @Test func anInverseUndoesAndASingularTransformIsReturnedUnchanged() {
        let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: 5)
        let there = CGPoint(x: 7, y: -3).applying(transform)
        #expect(close(there.applying(transform.inverted()), 7, -3))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        let notANumber = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(notANumber.inverted().a.isNaN && notANumber.inverted().d == 1)
        let endless = CGAffineTransform(scaleX: .infinity, y: 1)
        #expect(endless.inverted().a == .infinity)
    }

    @Test func sizesTurnWithoutMovingAndRectanglesKeepTheirTurnedCorners() {
        #expect(CGSize(width: 4, height: 2).applying(CGAffineTransform(translationX: 9, y: 9)) == CGSize(width: 4, height: 2))
        let turned = CGSize(width: 4, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width + 2) < 1e-9 && abs(turned.height - 4) < 1e-9)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX + 10) < 1e-9 && abs(rect.width - 10) < 1e-9 && abs(rect.height - 40) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @Test func aTurnedRectangleDrawsTurned() {
        // A bar across the middle of a 64-point square, turned a quarter about the centre, is
        // the bar down the middle.
        let centre = CGAffineTransform(translationX: 32, y: 32).rotated(by: .pi / 2).translatedBy(x: -32, y: -32)
        let across = Path(CGRect(x: 0, y: 24, width: 64, height: 16))
        let down = Path(CGRect(x: 24, y: 0, width: 16, height: 64))
        let drawn = across.applying(centre).frame(width: 64, height: 64).render()
        #expect(drawn == down.frame(width: 64, height: 64).render())
        #expect(drawn != across.frame(width: 64, height: 64).render())
        // A square turned an eighth about the centre is a diamond.
        let eighth = CGAffineTransform(translationX: 32, y: 32).rotated(by: .pi / 4).translatedBy(x: -32, y: -32)
        var diamond = Path()
        diamond.addRect(CGRect(x: 16, y: 16, width: 32, height: 32), transform: eighth)
        #expect(diamond.stroke(.red).frame(width: 64, height: 64).render() == "   ⣠⣄\n ⣠⠞⠁⠈⠳⣄\n ⠙⢦⡀⢀⡴⠋\n   ⠙⠋")
    }

    @Test func everyFigureTakesItsTransform() {
        let move = CGAffineTransform(translationX: 16, y: 8), rect = CGRect(x: 0, y: 0, width: 16, height: 8)
        var rects = Path(), ellipse = Path(), rounded = Path(), added = Path()
        rects.addRects([rect], transform: move)
        ellipse.addEllipse(in: rect, transform: move)
        rounded.addRoundedRect(in: rect, cornerSize: CGSize(width: 4, height: 4), transform: move)
        added.addPath(Path(rect), transform: move)
        #expect(rects == Path(rect.offsetBy(dx: 16, dy: 8)) && added == rects)
        #expect(nearlyEqual(ellipse, Path(ellipseIn: rect.offsetBy(dx: 16, dy: 8))))
        #expect(nearlyEqual(rounded, Path(roundedRect: rect.offsetBy(dx: 16, dy: 8), cornerSize: CGSize(width: 4, height: 4))))
        // An arc joins the current point where the transform puts the arc.
        var arc = Path()
        arc.move(to: .zero)
        arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false, transform: CGAffineTransform(translationX: 10, y: 0))
        var elements: [Path.Element] = []
        arc.forEach { elements.append($0) }
        #expect(elements.prefix(2) == [.move(to: .zero), .line(to: CGPoint(x: 20, y: 0))])
        #expect(close(arc.currentPoint ?? .zero, 10, 10))
        var relative = Path()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(close(relative.currentPoint ?? .zero, 0, 10) && relative.boundingRect.maxX >= 20 - 1e-9)
        var corner = Path()
        corner.move(to: CGPoint(x: 10, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(close(corner.currentPoint ?? .zero, 30, 5))
    }

    @Test(arguments: HostilePathTests.hostile)
    func aHostileTransformDrawsWithinTheRoom(value: Double) {
        let transforms = [
            CGAffineTransform(a: value, b: value, c: value, d: value, tx: value, ty: value),
            CGAffineTransform(rotationAngle: value), CGAffineTransform(scaleX: value, y: 0).inverted(),
        ]
        for transform in transforms {
            var path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 32, height: 32)).applying(transform)
            path.addRect(CGRect(x: 4, y: 4, width: 8, height: 8), transform: transform)
            path.addArc(center: CGPoint(x: 16, y: 16), radius: 8, startAngle: .zero, endAngle: .degrees(180), clockwise: true, transform: transform)
            for drawn in [path.frame(width: 32, height: 32).render(), path.stroke(.red).frame(width: 32, height: 32).render()] {
                #expect(drawn.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { DisplayWidth.of(String($0)) <= 4 })
            }
            _ = CGRect(x: 0, y: 0, width: 1, height: 1).applying(transform)
            _ = transform.inverted().concatenating(transform)
        }
    }
}
