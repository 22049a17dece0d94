import torch

ENTRY = "s1174_legacy_cache_normalizer.decoder_adapter:decode_model"


def inputs():
    hidden_states = torch.randn(1, 1, 8)
    key_cache = torch.randn(2, 1, 2, 3, 4)
    value_cache = torch.randn(2, 1, 2, 3, 4)
    return (hidden_states, key_cache, value_cache)
