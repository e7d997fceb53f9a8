// Placeholder so the target builds; replaced as TerminalUI grows.
