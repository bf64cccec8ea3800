// User notifications as a screen file reaches them with `import UserNotifications`: the copy
// imports this module in its place. It is a module of its own in the TextUI product, needing
// nothing but Foundation, so it compiles beside TextUI and only the files that import
// UserNotifications see its names, as on iOS. Where the platform has UserNotifications
// (Apple's), the real module is re-exported and nothing is declared.
#if canImport(UserNotifications)
@_exported import UserNotifications
#else
@_exported import Foundation
#endif
