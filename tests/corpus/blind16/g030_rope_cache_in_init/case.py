import torch

ENTRY = "g030_rope_cache_in_init.modeling_phi_tiny:compiled"


def inputs():
    position_ids = torch.arange(5).unsqueeze(0).repeat(2, 1)
    return (torch.randn(2, 5, 16), position_ids)
