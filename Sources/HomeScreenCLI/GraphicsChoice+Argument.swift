import ArgumentParser
import Terminal

/// `--graphics auto|kitty|sixel|iterm|cells`.
extension GraphicsChoice: ExpressibleByArgument {}
