import torch

ENTRY = "g023_dynamic_ntk_rope.modeling_rope:forward"


def inputs():
    position_ids = torch.arange(6).unsqueeze(0).expand(2, -1).contiguous()
    return (torch.randn(2, 6, 16), position_ids)
