/// How a form draws: `.automatic` and `.grouped` as rounded groups (an inset-grouped form);
/// `.columns`, as on a Mac, rows without boxes, sections an empty row apart.
///
/// ```swift
/// Form {
///     Section("表示") {
///         Toggle("ダークモード", isOn: .constant(false))
///         LabeledContent("文字サイズ", value: "標準")
///     }
/// }.formStyle(.columns).render(width: 24)
/// ```
/// ```text
/// 表示
/// ダークモード        (○ )
/// 文字サイズ          標準
/// ```
/// SwiftUI: protocol FormStyle
public protocol FormStyle {}

/// SwiftUI: struct AutomaticFormStyle
public struct AutomaticFormStyle: FormStyle, Sendable {
    /// SwiftUI: AutomaticFormStyle.init()
    public init() {}
}

/// SwiftUI: struct GroupedFormStyle
public struct GroupedFormStyle: FormStyle, Sendable {
    /// SwiftUI: GroupedFormStyle.init()
    public init() {}
}

/// SwiftUI: struct ColumnsFormStyle
public struct ColumnsFormStyle: FormStyle, Sendable {
    /// SwiftUI: ColumnsFormStyle.init()
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// SwiftUI: FormStyle.automatic
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// SwiftUI: FormStyle.grouped
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// SwiftUI: FormStyle.columns
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets how the forms in this view draw (see ``FormStyle``).
    ///
    /// SwiftUI: View.formStyle(_:)
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.formStyle = FormKind(style) }
    }
}

/// The built-in form looks.
enum FormKind {
    case automatic, grouped, columns

    init<S: FormStyle>(_ style: S) {
        switch S.self {
        case is GroupedFormStyle.Type: self = .grouped
        case is ColumnsFormStyle.Type: self = .columns
        default: self = .automatic
        }
    }
}

/// Sections drawn without boxes: the header, the rows (a rule between rows when
/// `separatesRows`), the footer; sections an empty row apart. A form's `.columns` style and a
/// list's `.plain` style.
final class PlainSectionsNode: SectionsNode {
    let sections: [SectionNode]
    let separatesRows: Bool

    init(sections: [SectionNode], separatesRows: Bool) {
        self.sections = sections
        self.separatesRows = separatesRows
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append(.empty) }
            if let header = section.header { lines += header.draw(width: width) }
            for (rowIndex, row) in section.rows.enumerated() {
                if rowIndex > 0 && separatesRows && section.drawsRule(before: rowIndex) { lines.append(.repeating(section.style.horizontalRule, width: width)) }
                lines += row.draw(width: width)
            }
            if let footer = section.footer { lines += footer.draw(width: width) }
        }
        return lines
    }
}
