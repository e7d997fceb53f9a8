// Placeholder so the target builds; replaced as CadenceCLI grows.
