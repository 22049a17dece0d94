import torch

ENTRY = "s888_dynamic_ntk_cache_regrow.llama:compiled_model"


def inputs():
    positions = torch.arange(6)
    hidden_states = torch.randn(6, 32)
    return (positions, hidden_states)
