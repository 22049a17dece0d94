import torch

ENTRY = "s1242_rope_flashinfer_import_probe.model_runner:decode"


def inputs():
    positions = torch.tensor([5, 9])
    hidden_states = torch.randn(2, 32)
    k_cache = torch.randn(2, 4, 3, 8)
    v_cache = torch.randn(2, 4, 3, 8)
    return (positions, hidden_states, k_cache, v_cache)
