// Placeholder so the target builds; replaced as CadenceStore grows.
