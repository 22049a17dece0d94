import torch

ENTRY = "m022_dynamic_rope_update.modeling_rotary:encode_positions"


def inputs():
    hidden_states = torch.randn(2, 5, 32)
    position_ids = torch.arange(5).unsqueeze(0).expand(2, -1)
    return (hidden_states, position_ids)
