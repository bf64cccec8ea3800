// Local authentication (Face ID, Touch ID, the passcode) as a screen file reaches it with
// `import LocalAuthentication`: the copy imports this module in its place. It is a module of its
// own in the TextUI product, needing nothing but Foundation, so it compiles beside TextUI and
// only the files that import LocalAuthentication see its names, as on iOS. Where the platform
// has LocalAuthentication (Apple's), the real module is re-exported and nothing is declared.
#if canImport(LocalAuthentication)
@_exported import LocalAuthentication
#else
@_exported import Foundation
#endif
