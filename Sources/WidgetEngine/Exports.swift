// Widget code imports WidgetEngine where iOS code imports WidgetKit; WidgetKit code always
// uses SwiftUI too, so the view language comes along.
@_exported import WidgetUI
// The bounded reader of users' files (and `FileError`, which names what failed) is what widgets
// read their files with.
@_exported import Containment
