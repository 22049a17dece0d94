import torch

ENTRY = "s1173_sdpa_mask_converter_registry.model_wrapper:serve_forward"


def inputs():
    hidden_states = torch.randn(2, 4, 8)
    attention_mask = torch.ones(2, 4, dtype=torch.long)
    return (hidden_states, attention_mask)
