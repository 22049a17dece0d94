import torch

ENTRY = "s1286_hybrid_pattern_layer_timing.model:forward_logits"


def inputs():
    return (torch.randn(1, 3, 8),)
