/// An action with one case, for features whose action does not matter: a button tapped.
enum Tap: Equatable, Sendable { case tap }
