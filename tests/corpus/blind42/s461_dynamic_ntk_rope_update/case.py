import torch

ENTRY = "s461_dynamic_ntk_rope_update.modeling:compiled_layer"


def inputs():
    hidden_states = torch.randn(1, 6, 32)
    position_ids = torch.arange(6).unsqueeze(0)
    return (hidden_states, position_ids)
