// Widget code imports WidgetUI where iOS code imports SwiftUI; SwiftUI brings Foundation's
// Date, URL and CGFloat with it, so this module does too. CellGrid's buffers are what the
// rendering API returns.
@_exported import CellGrid
@_exported import Foundation
