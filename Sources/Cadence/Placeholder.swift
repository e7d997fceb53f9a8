// Placeholder so the target builds; replaced as Cadence grows.
