// Widget code imports WidgetEngine where iOS code imports WidgetKit; WidgetKit code always
// uses SwiftUI too, so the view language comes along.
@_exported import WidgetUI
