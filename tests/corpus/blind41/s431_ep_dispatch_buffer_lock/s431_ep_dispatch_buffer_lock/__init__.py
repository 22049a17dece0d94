"""Expert-parallel MoE layer with a shared dispatch/combine staging buffer."""
