"""FlashInfer-style AutoTuner: profiles kernel runners eagerly, reuses choices under compile."""
