import Foundation

/// A 3 × 3 projective transform of a view's drawing, what a ``GeometryEffect`` returns; a point
/// (x, y) goes to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w), w = m13·x + m23·y + m33.
/// Text keeps a view where its layout puts it, so a transform changes no cell; it is kept
/// whole for code that reads it.
///
/// ```swift
/// ProjectionTransform(CGAffineTransform(translationX: 3, y: 0)).m31  // 3
/// ```
///
/// SwiftUI: @frozen struct ProjectionTransform
public struct ProjectionTransform: Equatable, Sendable {
    /// SwiftUI: var m11: CGFloat
    public var m11: CGFloat = 1
    /// SwiftUI: var m12: CGFloat
    public var m12: CGFloat = 0
    /// SwiftUI: var m13: CGFloat
    public var m13: CGFloat = 0
    /// SwiftUI: var m21: CGFloat
    public var m21: CGFloat = 0
    /// SwiftUI: var m22: CGFloat
    public var m22: CGFloat = 1
    /// SwiftUI: var m23: CGFloat
    public var m23: CGFloat = 0
    /// SwiftUI: var m31: CGFloat
    public var m31: CGFloat = 0
    /// SwiftUI: var m32: CGFloat
    public var m32: CGFloat = 0
    /// SwiftUI: var m33: CGFloat
    public var m33: CGFloat = 1

    /// The identity.
    ///
    /// SwiftUI: init()
    public init() {}

    /// SwiftUI: init(_ m: CGAffineTransform)
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// SwiftUI: var isIdentity: Bool { get }
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the last column is (0, 0, 1), so the transform is a ``CGAffineTransform``.
    ///
    /// SwiftUI: var isAffine: Bool { get }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs`.
    ///
    /// SwiftUI: func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let left = rows, right = rhs.rows
        var product: [[CGFloat]] = Array(repeating: Array(repeating: 0, count: 3), count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                var sum: CGFloat = 0
                for k in 0..<3 { sum += left[i][k] * right[k][j] }
                product[i][j] = sum
            }
        }
        return ProjectionTransform(rows: product)
    }

    /// Inverts this transform in place; one with no inverse (its determinant 0, or not a
    /// finite number) stays as it was and the answer is `false`.
    ///
    /// SwiftUI: mutating func invert() -> Bool
    public mutating func invert() -> Bool {
        let m = rows
        let cofactors = (0..<3).map { i in
            (0..<3).map { j -> CGFloat in
                let r = [0, 1, 2].filter { $0 != j }, c = [0, 1, 2].filter { $0 != i }
                let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
                return (i + j).isMultiple(of: 2) ? minor : -minor
            }
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactors[$1][0] }
        guard determinant != 0, determinant.isFinite else { return false }
        self = ProjectionTransform(rows: cofactors.map { $0.map { $0 / determinant } })
        return true
    }

    /// The inverse, or this transform unchanged when it has none.
    ///
    /// SwiftUI: func inverted() -> ProjectionTransform
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    private init(rows: [[CGFloat]]) {
        (m11, m12, m13) = (rows[0][0], rows[0][1], rows[0][2])
        (m21, m22, m23) = (rows[1][0], rows[1][1], rows[1][2])
        (m31, m32, m33) = (rows[2][0], rows[2][1], rows[2][2])
    }
}
