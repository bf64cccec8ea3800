import Foundation

/// The figures a path adds whole: ellipses, rounded rectangles and arcs, each recorded as the
/// cubic curves SwiftUI records for them (a quarter turn at most per curve).
extension Path {
    /// SwiftUI: mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(transform: transform) { path in
            let rect = rect.standardized
            let center = CGPoint(x: rect.midX, y: rect.midY)
            path.appendArc(center: center, radii: CGSize(width: rect.width / 2, height: rect.height / 2), start: 0, sweep: 2 * .pi, connect: false)
            path.closeSubpath()
        }
    }

    /// SwiftUI: mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity)
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        adding(transform: transform) { $0.appendRoundedRect(in: rect, cornerSize: cornerSize) }
    }

    private mutating func appendRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rect = rect.standardized
        let rx = max(0, min(cornerSize.width, rect.width / 2)), ry = max(0, min(cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let radii = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        appendArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii, start: -.pi / 2, sweep: .pi / 2, connect: true)
        appendArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii, start: 0, sweep: .pi / 2, connect: true)
        appendArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii, start: .pi / 2, sweep: .pi / 2, connect: true)
        appendArc(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii, start: .pi, sweep: .pi / 2, connect: true)
        closeSubpath()
    }

    /// An arc of the circle round `center`, from `startAngle` to `endAngle`; angles grow
    /// towards positive y, and `clockwise` turns the other way, as Core Graphics counts.
    ///
    /// SwiftUI: mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity)
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        var sweep = (endAngle.radians - startAngle.radians).truncatingRemainder(dividingBy: 2 * .pi)
        if clockwise, sweep > 0 { sweep -= 2 * .pi }
        if !clockwise, sweep < 0 { sweep += 2 * .pi }
        adding(transform: transform) { path in
            path.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians, sweep: sweep, connect: true)
        }
    }

    /// An arc of `delta` from `startAngle`, its sign giving the direction.
    ///
    /// SwiftUI: mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity)
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        adding(transform: transform) { path in
            path.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians, sweep: delta.radians, connect: true)
        }
    }

    /// A line from the current point towards `tangent1End`, rounded into the line from there
    /// to `tangent2End` by an arc of `radius` touching both.
    ///
    /// SwiftUI: mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity)
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        adding(transform: transform) { $0.appendTangentArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    private mutating func appendTangentArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let start = currentPoint else { return move(to: tangent1End) }
        let toStart = unit(from: tangent1End, to: start), toEnd = unit(from: tangent1End, to: tangent2End)
        let cosine = toStart.x * toEnd.x + toStart.y * toEnd.y
        let half = acos(max(-1, min(1, cosine))) / 2
        // Straight on (or back), or no radius: the corner stays a corner.
        guard radius > 0, half > 1e-9, half < .pi / 2 - 1e-9 else { return addLine(to: tangent1End) }
        let along = radius / tan(half)
        let first = CGPoint(x: tangent1End.x + toStart.x * along, y: tangent1End.y + toStart.y * along)
        let bisector = unit(from: .zero, to: CGPoint(x: toStart.x + toEnd.x, y: toStart.y + toEnd.y))
        let distance = radius / sin(half)
        let center = CGPoint(x: tangent1End.x + bisector.x * distance, y: tangent1End.y + bisector.y * distance)
        let second = CGPoint(x: tangent1End.x + toEnd.x * along, y: tangent1End.y + toEnd.y * along)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        var sweep = atan2(second.y - center.y, second.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: center, radii: CGSize(width: radius, height: radius), start: startAngle, sweep: sweep, connect: true)
    }

    /// The arc as cubic curves of a quarter turn at most; joined to the current point by a
    /// line when `connect`, else begun with a move.
    fileprivate mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double, connect: Bool) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        // An angle that is not a finite number draws no arc; more than two turns draw two.
        guard start.isFinite, sweep.isFinite else { return }
        let sweep = min(max(sweep, -4 * .pi), 4 * .pi)
        let first = point(start)
        if connect, currentPoint != nil { addLine(to: first) } else { move(to: first) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control points' distance along the tangent that makes a cubic follow the circle.
        let reach = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let from = point(angle), to = point(next)
            let control1 = CGPoint(x: from.x - reach * radii.width * sin(angle), y: from.y + reach * radii.height * cos(angle))
            let control2 = CGPoint(x: to.x + reach * radii.width * sin(next), y: to.y - reach * radii.height * cos(next))
            elements.append(.curve(to: to, control1: control1, control2: control2))
            angle = next
        }
    }

    private func unit(from start: CGPoint, to end: CGPoint) -> CGPoint {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 ? CGPoint(x: dx / length, y: dy / length) : .zero
    }
}
