import torch

ENTRY = "k022_dynamic_ntk_rope_update.modeling_phi_mini:compiled_model"


def inputs():
    return (torch.randn(1, 6, 16),)
