import Foundation
import Testing
@testable import TextUI

/// Paths, shapes a screen writes itself and trimmed shapes are drawn in Braille dots: two
/// across and four down a cell, a dot 4 × 4 points.
@MainActor
struct PathDrawingTests {
    @Test func aPathIsTracedInDotsAlongItsLine() {
        let line = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 48, y: 32))
        }
        #expect(line.stroke(.red).frame(width: 48, height: 32).render() == "⠙⠢⣄\n   ⠙⠢⣄")
    }

    @Test func aShapeAScreenWritesIsFilledOrTracedByItsOwnPath() {
        #expect(Triangle().frame(width: 64, height: 48).render() == "   ⣴⣦\n ⢀⣾⣿⣿⣷⡀\n⣠⣿⣿⣿⣿⣿⣿⣄")
        #expect(Triangle().stroke(.red).frame(width: 64, height: 48).render() == "  ⢀⡜⠳⡀\n ⢠⠎  ⠙⣄\n⣰⣃⣀⣀⣀⣀⣈⣦")
        #expect(Triangle().frame(width: 64, height: 48).render(style: .ascii) == "   ##\n ######\n########")
        #expect(Triangle().stroke(.red).frame(width: 64, height: 48).render(style: .ascii) == "  ****\n **  **\n********")
    }

    @Test func aProgressRingDrawsTheArcItsTrimKeeps() {
        // From three o'clock, clockwise on screen, as SwiftUI trims a circle.
        let ring = Circle().trim(from: 0, to: 0.7).stroke(.blue, lineWidth: 8).frame(width: 64, height: 64)
        #expect(ring.render() == "⢠⠖⠉\n⡇\n⡇      ⢸\n⠘⠦⣀⣀⣀⣀⠴⠃")
        #expect(Circle().trim(from: 0, to: 0.5).stroke(.blue).frame(width: 32, height: 32).render() == "\n⢧⣀⣀⡼")
        // A trim of a trim keeps a part of the part: the first half of the bottom half.
        let quarter = Circle().trim(from: 0, to: 0.5).trim(from: 0, to: 0.5).stroke(.blue).frame(width: 32, height: 32)
        #expect(quarter.render() == Circle().trim(from: 0, to: 0.25).stroke(.blue).frame(width: 32, height: 32).render())
        // The whole outline is the shape as before.
        #expect(Circle().trim(from: 0, to: 1).stroke(.blue).frame(width: 48, height: 48).render() == Circle().stroke(.blue).frame(width: 48, height: 48).render())
    }

    @Test func aClearOrUnsizedPathDrawsNothing() {
        #expect(Triangle().fill(Color.clear).frame(width: 32, height: 32).render() == "\n")
        #expect(Triangle().render(width: 10) == "")
    }

    @Test func aPathRecordsWhatItIsGivenAndMeasuresItself() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil && path.boundingRect.isNull)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        path.addQuadCurve(to: CGPoint(x: 30, y: 40), control: CGPoint(x: 50, y: 20))
        path.closeSubpath()
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [
            .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 10)),
            .quadCurve(to: CGPoint(x: 30, y: 40), control: CGPoint(x: 50, y: 20)), .closeSubpath,
        ])
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 40, height: 30))
        #expect(path.contains(CGPoint(x: 25, y: 15)))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.offsetBy(dx: 5, dy: -5).boundingRect == CGRect(x: 15, y: 5, width: 40, height: 30))
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        // A quarter of a square's outline is its top edge.
        #expect(square.trimmedPath(from: 0, to: 0.25).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    }

    @Test func figuresAreRecordedAsTheCurvesThatFollowThem() {
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        var curves = 0
        ellipse.forEach { if case .curve = $0 { curves += 1 } }
        #expect(curves == 4)
        #expect(ellipse.boundingRect.insetBy(dx: -0.001, dy: -0.001).contains(CGRect(x: 0, y: 0, width: 40, height: 20)))
        #expect(ellipse.contains(CGPoint(x: 20, y: 10)) && !ellipse.contains(CGPoint(x: 1, y: 1)))
        // A rounded corner: the line turns along an arc that touches both edges.
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        let end = corner.currentPoint ?? .zero
        #expect(abs(end.x - 20) < 1e-9 && abs(end.y - 5) < 1e-9)
        // An arc from 0° to 90° ends straight below its centre (y grows down).
        var arc = Path()
        arc.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(abs((arc.currentPoint?.x ?? 0) - 10) < 1e-9 && abs((arc.currentPoint?.y ?? 0) - 20) < 1e-9)
    }
}

/// No path traps or hangs, whatever numbers it is given: a value that is not a number draws
/// nothing, a point far off the room is left out, an angle of many turns draws at most two.
@MainActor
struct HostilePathTests {
    nonisolated static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude]

    @Test(arguments: hostile)
    func linesFillsAndArcsWithHostileNumbersDrawWithinTheRoom(value: Double) {
        let path = Path { path in
            path.move(to: CGPoint(x: 8, y: 8))
            path.addLine(to: CGPoint(x: value, y: 24))
            path.addQuadCurve(to: CGPoint(x: 16, y: value), control: CGPoint(x: value, y: value))
            path.addArc(center: CGPoint(x: 16, y: 16), radius: value, startAngle: .radians(value), endAngle: .zero, clockwise: true)
            path.addRelativeArc(center: CGPoint(x: 16, y: 16), radius: 8, startAngle: .zero, delta: .radians(value))
            path.addArc(tangent1End: CGPoint(x: value, y: 0), tangent2End: CGPoint(x: 0, y: value), radius: value)
            path.closeSubpath()
        }
        for drawn in [path.frame(width: 32, height: 32).render(), path.stroke(.red).frame(width: 32, height: 32).render(), path.trim(from: 0, to: value).stroke(.red).frame(width: 32, height: 32).render()] {
            #expect(drawn.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { DisplayWidth.of(String($0)) <= 4 })
        }
        _ = path.boundingRect
        _ = path.contains(CGPoint(x: value, y: value))
        _ = path.trimmedPath(from: value, to: 1)
    }

    @Test(arguments: hostile)
    func aCanvasWithHostileNumbersDrawsWithinItsRoom(value: Double) {
        let canvas = Canvas { context, _ in
            context.translateBy(x: value, y: 0)
            context.draw(Text("far"), at: CGPoint(x: value, y: value))
            context.scaleBy(x: value, y: value)
            context.rotate(by: .radians(value))
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .foreground)
        }
        let drawn = canvas.frame(width: 32, height: 32).render()
        #expect(drawn.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { DisplayWidth.of(String($0)) <= 4 })
    }

    @Test func anArcOfAMillionTurnsIsRecordedAsTwo() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(2 * .pi * 1_000_000))
        var curves = 0
        path.forEach { if case .curve = $0 { curves += 1 } }
        #expect(curves == 8)
    }
}
