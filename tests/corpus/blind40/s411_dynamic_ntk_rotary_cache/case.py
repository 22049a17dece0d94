import torch

ENTRY = "s411_dynamic_ntk_rotary_cache.modeling:compiled"


def inputs():
    hidden = torch.randn(1, 6, 8)
    position_ids = torch.arange(6).unsqueeze(0)
    return (hidden, position_ids)
