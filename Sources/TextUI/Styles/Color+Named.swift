extension Color {
    /// SwiftUI: Color.black
    public static let black = Color(name: "black")
    /// SwiftUI: Color.blue
    public static let blue = Color(name: "blue")
    /// SwiftUI: Color.brown
    public static let brown = Color(name: "brown")
    /// SwiftUI: Color.clear
    public static let clear = Color(name: "clear")
    /// SwiftUI: Color.cyan
    public static let cyan = Color(name: "cyan")
    /// SwiftUI: Color.gray
    public static let gray = Color(name: "gray")
    /// SwiftUI: Color.green
    public static let green = Color(name: "green")
    /// SwiftUI: Color.indigo
    public static let indigo = Color(name: "indigo")
    /// SwiftUI: Color.mint
    public static let mint = Color(name: "mint")
    /// SwiftUI: Color.orange
    public static let orange = Color(name: "orange")
    /// SwiftUI: Color.pink
    public static let pink = Color(name: "pink")
    /// SwiftUI: Color.purple
    public static let purple = Color(name: "purple")
    /// SwiftUI: Color.red
    public static let red = Color(name: "red")
    /// SwiftUI: Color.teal
    public static let teal = Color(name: "teal")
    /// SwiftUI: Color.white
    public static let white = Color(name: "white")
    /// SwiftUI: Color.yellow
    public static let yellow = Color(name: "yellow")
    /// SwiftUI: Color.accentColor
    public static let accentColor = Color(name: "accentColor")
    /// SwiftUI: Color.primary
    public static let primary = Color(name: "primary")
    /// SwiftUI: Color.secondary
    public static let secondary = Color(name: "secondary")
}

extension ShapeStyle where Self == Color {
    /// SwiftUI: ShapeStyle.black
    public static var black: Color { Color(name: "black") }
    /// SwiftUI: ShapeStyle.blue
    public static var blue: Color { Color(name: "blue") }
    /// SwiftUI: ShapeStyle.brown
    public static var brown: Color { Color(name: "brown") }
    /// SwiftUI: ShapeStyle.clear
    public static var clear: Color { Color(name: "clear") }
    /// SwiftUI: ShapeStyle.cyan
    public static var cyan: Color { Color(name: "cyan") }
    /// SwiftUI: ShapeStyle.gray
    public static var gray: Color { Color(name: "gray") }
    /// SwiftUI: ShapeStyle.green
    public static var green: Color { Color(name: "green") }
    /// SwiftUI: ShapeStyle.indigo
    public static var indigo: Color { Color(name: "indigo") }
    /// SwiftUI: ShapeStyle.mint
    public static var mint: Color { Color(name: "mint") }
    /// SwiftUI: ShapeStyle.orange
    public static var orange: Color { Color(name: "orange") }
    /// SwiftUI: ShapeStyle.pink
    public static var pink: Color { Color(name: "pink") }
    /// SwiftUI: ShapeStyle.purple
    public static var purple: Color { Color(name: "purple") }
    /// SwiftUI: ShapeStyle.red
    public static var red: Color { Color(name: "red") }
    /// SwiftUI: ShapeStyle.teal
    public static var teal: Color { Color(name: "teal") }
    /// SwiftUI: ShapeStyle.white
    public static var white: Color { Color(name: "white") }
    /// SwiftUI: ShapeStyle.yellow
    public static var yellow: Color { Color(name: "yellow") }
}
