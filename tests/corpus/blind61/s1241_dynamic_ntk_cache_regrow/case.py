import torch

ENTRY = "s1241_dynamic_ntk_cache_regrow.attention:compiled_attn"


def inputs():
    positions = torch.arange(4)
    hidden_states = torch.randn(4, 32)
    return (positions, hidden_states)
