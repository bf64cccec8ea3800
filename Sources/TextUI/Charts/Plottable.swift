import Foundation

// Swift Charts plots values of a few primitive kinds (numbers, strings, dates) and any type
// that converts to one. A chart drawn as text only needs to read the value back: a number to
// scale a bar or a sparkline by, a name or a date to label a row with.

/// A value a chart can plot: a number, a string or a date, or a type of the app's that
/// converts to one of those (`enum Flavor: String, Plottable`).
///
/// Charts: protocol Plottable
public protocol Plottable {
    /// The primitive kind this type plots as.
    ///
    /// Charts: associatedtype PrimitivePlottable : PrimitivePlottableProtocol
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol

    /// This value as its primitive kind.
    ///
    /// Charts: var primitivePlottable: Self.PrimitivePlottable { get }
    var primitivePlottable: PrimitivePlottable { get }

    /// The value a primitive stands for, or `nil` when none does.
    ///
    /// Charts: init?(primitivePlottable: Self.PrimitivePlottable)
    init?(primitivePlottable: PrimitivePlottable)
}

/// One of the kinds a chart plots directly: `String`, the numbers and `Date`.
///
/// Charts: protocol PrimitivePlottableProtocol : Plottable
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// TextUI only: the value as text draws it (a number to scale by, a name, a date); Swift
    /// Charts reads its primitives privately.
    var _plotValue: _PlotValue { get }
}

extension PrimitivePlottableProtocol {
    /// The value itself.
    ///
    /// Charts: var primitivePlottable: Self.PrimitivePlottable { get }
    public var primitivePlottable: Self { self }

    /// The value itself.
    ///
    /// Charts: init?(primitivePlottable: Self.PrimitivePlottable)
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// TextUI only: a plotted value as text draws it; Swift Charts keeps its own privately.
public struct _PlotValue: Sendable {
    enum Kind: Sendable {
        case number(Double)
        case text(String)
        case date(Date)
    }

    let kind: Kind

    var number: Double? {
        if case .number(let value) = kind { return value.isFinite ? value : nil }
        return nil
    }
}

extension Plottable {
    var plotValue: _PlotValue { primitivePlottable._plotValue }
}

/// Charts: extension String : PrimitivePlottableProtocol
extension String: PrimitivePlottableProtocol {
    /// TextUI only: the string, as a row's name.
    public var _plotValue: _PlotValue { _PlotValue(kind: .text(self)) }
}

/// Charts: extension Date : PrimitivePlottableProtocol
extension Date: PrimitivePlottableProtocol {
    /// TextUI only: the date, as a row's name.
    public var _plotValue: _PlotValue { _PlotValue(kind: .date(self)) }
}

/// Charts: extension Double : PrimitivePlottableProtocol
extension Double: PrimitivePlottableProtocol {
    /// TextUI only: the number.
    public var _plotValue: _PlotValue { _PlotValue(kind: .number(self)) }
}

/// Charts: extension Float : PrimitivePlottableProtocol
extension Float: PrimitivePlottableProtocol {
    /// TextUI only: the number.
    public var _plotValue: _PlotValue { _PlotValue(kind: .number(Double(self))) }
}

/// Charts: extension CGFloat : PrimitivePlottableProtocol
extension CGFloat: PrimitivePlottableProtocol {
    /// TextUI only: the number.
    public var _plotValue: _PlotValue { _PlotValue(kind: .number(Double(self))) }
}

/// Charts: extension Int : PrimitivePlottableProtocol
extension Int: PrimitivePlottableProtocol {
    /// TextUI only: the number.
    public var _plotValue: _PlotValue { _PlotValue(kind: .number(Double(self))) }
}

/// Charts: extension Int32 : PrimitivePlottableProtocol
extension Int32: PrimitivePlottableProtocol {
    /// TextUI only: the number.
    public var _plotValue: _PlotValue { _PlotValue(kind: .number(Double(self))) }
}

/// Charts: extension Int64 : PrimitivePlottableProtocol
extension Int64: PrimitivePlottableProtocol {
    /// TextUI only: the number.
    public var _plotValue: _PlotValue { _PlotValue(kind: .number(Double(self))) }
}

/// Charts: extension Decimal : Plottable
extension Decimal: Plottable {
    /// The decimal as a `Double`.
    ///
    /// Charts: var primitivePlottable: Double { get }
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }

    /// The decimal nearest `primitivePlottable`.
    ///
    /// Charts: init?(primitivePlottable: Double)
    public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
    /// The raw value: an enum with `String` raw values plots by them.
    ///
    /// Charts: var primitivePlottable: Self.RawValue { get }
    public var primitivePlottable: RawValue { rawValue }

    /// The case whose raw value is `primitivePlottable`.
    ///
    /// Charts: init?(primitivePlottable: Self.RawValue)
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}
