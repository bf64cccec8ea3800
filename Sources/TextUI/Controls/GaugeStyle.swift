// How a gauge looks. Text has one way to show a value in a range, so every style draws the
// same bar (see `Gauge`); the styles exist so that a screen that names one compiles unchanged.

/// A way to draw a ``Gauge``; every style draws as TextUI's bar.
///
/// SwiftUI: protocol GaugeStyle
public protocol GaugeStyle {}

/// The platform's gauge: a bar. In text, the bar every gauge draws.
///
/// SwiftUI: struct DefaultGaugeStyle
public struct DefaultGaugeStyle: GaugeStyle, Sendable {
    /// SwiftUI: DefaultGaugeStyle.init()
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge: a bar.
    ///
    /// SwiftUI: GaugeStyle.automatic
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// A bar that fills as the value rises. In text, the bar every gauge draws.
///
/// SwiftUI: struct LinearCapacityGaugeStyle
public struct LinearCapacityGaugeStyle: GaugeStyle, Sendable {
    /// SwiftUI: LinearCapacityGaugeStyle.init()
    public init() {}
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar that fills as the value rises.
    ///
    /// SwiftUI: GaugeStyle.linearCapacity
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// A widget's thin bar with a marker. In text, the bar every gauge draws.
///
/// SwiftUI: struct AccessoryLinearGaugeStyle
public struct AccessoryLinearGaugeStyle: GaugeStyle, Sendable {
    /// SwiftUI: AccessoryLinearGaugeStyle.init()
    public init() {}
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A widget's thin bar with a marker.
    ///
    /// SwiftUI: GaugeStyle.accessoryLinear
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A widget's thin bar that fills. In text, the bar every gauge draws.
///
/// SwiftUI: struct AccessoryLinearCapacityGaugeStyle
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, Sendable {
    /// SwiftUI: AccessoryLinearCapacityGaugeStyle.init()
    public init() {}
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A widget's thin bar that fills.
    ///
    /// SwiftUI: GaugeStyle.accessoryLinearCapacity
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// A widget's open ring with a marker. In text, the bar every gauge draws.
///
/// SwiftUI: struct AccessoryCircularGaugeStyle
public struct AccessoryCircularGaugeStyle: GaugeStyle, Sendable {
    /// SwiftUI: AccessoryCircularGaugeStyle.init()
    public init() {}
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A widget's open ring with a marker.
    ///
    /// SwiftUI: GaugeStyle.accessoryCircular
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A widget's closed ring that fills. In text, the bar every gauge draws.
///
/// SwiftUI: struct AccessoryCircularCapacityGaugeStyle
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, Sendable {
    /// SwiftUI: AccessoryCircularCapacityGaugeStyle.init()
    public init() {}
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A widget's closed ring that fills.
    ///
    /// SwiftUI: GaugeStyle.accessoryCircularCapacity
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Sets how the gauges inside look; they draw as TextUI's bar in every style.
    ///
    /// SwiftUI: View.gaugeStyle(_:)
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        self
    }
}
