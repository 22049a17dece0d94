import torch

ENTRY = "k030_rope_init_registry_partial.modeling_mini_phi3:compiled_model"


def inputs():
    return (torch.randn(1, 6, 16),)
