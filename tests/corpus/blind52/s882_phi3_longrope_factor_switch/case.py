import torch

ENTRY = "s882_phi3_longrope_factor_switch.modeling_phi3:phi3_attention"


def inputs():
    hidden = torch.randn(1, 6, 64)
    position_ids = torch.arange(6).unsqueeze(0)
    return (hidden, position_ids)
