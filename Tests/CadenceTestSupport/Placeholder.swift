// Placeholder so the target builds; replaced as CadenceTestSupport grows.
