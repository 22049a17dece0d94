import torch

from s897_sliding_window_kv_length import SlidingWindowCache

ENTRY = "s897_sliding_window_kv_length.modeling_mistral:compiled_forward"


def inputs():
    cache = SlidingWindowCache(num_layers=2, batch_size=2, num_heads=4, head_dim=8, sliding_window=8)
    cache.cache_seqlens.fill_(10)
    input_ids = torch.randint(0, 64, (2, 1))
    cache_position = torch.tensor([10])
    return (input_ids, cache_position, cache)
