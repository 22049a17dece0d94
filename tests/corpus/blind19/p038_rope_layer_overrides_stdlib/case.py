import torch

ENTRY = "p038_rope_layer_overrides_stdlib.model:compiled_model"


def inputs():
    return (torch.randn(2, 5, 8),)
