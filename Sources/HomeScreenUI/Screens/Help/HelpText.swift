/// The help overlay's text: every key the home screen knows.
enum HelpText {
    static let lines = [
        "homescreen keys",
        "",
        "←↑↓→  h j k l     move between widgets",
        "Tab  Shift-Tab    step through a widget's links, buttons and toggles",
        "Enter             press the button or toggle, open the link,",
        "                  else the widget's URL or its app",
        "Space             press the button or toggle (open the link)",
        "PgUp PgDn  [ ]    previous / next page",
        "r                 reload the selected widget (free of budget)",
        "R                 reload every widget",
        "t                 next theme",
        "T                 tinted appearance on / off",
        "g                 gallery: add a widget (/ searches it)",
        "p  P              placeholder / privacy preview (again: live)",
        "b                 the selected widget's reload budget",
        "e                 edit mode: move, stack, remove, configure",
        "< >               swipe through a stack (pins the widget shown)",
        "i                 why a stack shows the widget on top",
        "Ctrl-L            repaint the screen",
        "!                 problems: a file that did not load",
        "?  Esc            this help / close it",
        "q                 quit",
        "",
        "mouse: click selects (presses a button or toggle), double click opens",
    ]

    /// The keys of edit mode.
    static let editLines = [
        "edit mode keys",
        "",
        "←↑↓→  h j k l       select a widget or stack",
        "Shift+←↑↓→  H J K L  move it; what it lands on reflows",
        "m, then ←↑↓→        stack it onto that neighbour",
        "< >                 the stack's previous / next widget",
        ", .                 move that widget up / down the stack",
        "o                   take that widget out of the stack",
        "s                   Smart Rotate on / off for the stack",
        "x  u                remove / undo the last change",
        "Enter               configure the widget",
        "+                   add a widget from the gallery",
        "i                   why the stack shows its top widget",
        "Esc  e              leave edit mode",
        "",
        "every change is saved to the layout file at once",
    ]
}
