/// A date (and time) the person chooses: its label at the leading edge and the date at the
/// trailing edge, `Jan 5, 2025 9:41 AM`. The text is the same on every machine: English
/// (`en_US` style), the Gregorian calendar, in UTC unless the environment's time zone is set.
/// A date outside `in:` shows as the nearest date inside it; one that is not a number,
/// infinite, or outside the years 1 to 9999 shows `date out of range`.
///
/// ```swift
/// DatePicker("予約", selection: .constant(Date(timeIntervalSince1970: 1_736_070_060)))
///     .render(width: 30)
/// ```
/// ```text
/// 予約       Jan 5, 2025 9:41 AM
/// ```
/// `.datePickerStyle(.graphical)` draws the month:
/// ```swift
/// DatePicker("日付", selection: .constant(Date(timeIntervalSince1970: 1_736_070_060)),
///            displayedComponents: .date)
///     .datePickerStyle(.graphical).render(width: 24)
/// ```
/// ```text
/// 日付
///      January 2025
///  Su Mo Tu We Th Fr Sa
///            1  2  3  4
/// [ 5] 6  7  8  9 10 11
///  12 13 14 15 16 17 18
///  19 20 21 22 23 24 25
///  26 27 28 29 30 31
/// ```
/// SwiftUI: struct DatePicker<Label> where Label : View
public struct DatePicker<Label: View>: View, PrimitiveView {
    /// Which parts of the date to show.
    /// SwiftUI: DatePicker.Components
    public typealias Components = DatePickerComponents

    let label: Label
    let date: Date
    let components: Components

    init(label: Label, date: Date, range: (lower: Date?, upper: Date?), components: Components) {
        self.label = label
        var date = date
        if let lower = range.lower, date < lower { date = lower }
        if let upper = range.upper, date > upper { date = upper }
        self.date = date
        self.components = components
    }

    /// A picker of `selection`, labelled with any view.
    /// SwiftUI: DatePicker.init(selection:displayedComponents:label:)
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), date: selection.wrappedValue, range: (nil, nil), components: displayedComponents)
    }

    /// A picker of `selection` within `range`, labelled with any view.
    /// SwiftUI: DatePicker.init(selection:in:displayedComponents:label:) (ClosedRange)
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), date: selection.wrappedValue, range: (range.lowerBound, range.upperBound), components: displayedComponents)
    }

    /// A picker of `selection` from a date on, labelled with any view.
    /// SwiftUI: DatePicker.init(selection:in:displayedComponents:label:) (PartialRangeFrom)
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), date: selection.wrappedValue, range: (range.lowerBound, nil), components: displayedComponents)
    }

    /// A picker of `selection` up to a date, labelled with any view.
    /// SwiftUI: DatePicker.init(selection:in:displayedComponents:label:) (PartialRangeThrough)
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), date: selection.wrappedValue, range: (nil, range.upperBound), components: displayedComponents)
    }

    /// SwiftUI: DatePicker.body
    public var body: Never { fatalError("DatePicker has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        DatePickerDrawing(label: label.makeNode(context), date: date, components: components, context: context).node()
    }
}

extension DatePicker where Label == Text {
    /// A picker of `selection` titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:displayedComponents:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(String(title)) }
    }

    /// A picker of `selection` titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:displayedComponents:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` within `range` titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) (StringProtocol, ClosedRange)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(String(title)) }
    }

    /// A picker of `selection` within `range` titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) (LocalizedStringKey, ClosedRange)
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` from a date on, titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) (StringProtocol, PartialRangeFrom)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(String(title)) }
    }

    /// A picker of `selection` from a date on, titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) (LocalizedStringKey, PartialRangeFrom)
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` up to a date, titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) (StringProtocol, PartialRangeThrough)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(String(title)) }
    }

    /// A picker of `selection` up to a date, titled `title`.
    /// SwiftUI: DatePicker.init(_:selection:in:displayedComponents:) (LocalizedStringKey, PartialRangeThrough)
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}
