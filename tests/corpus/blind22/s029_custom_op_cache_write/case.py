import torch

ENTRY = "s029_custom_op_cache_write.engine:decode"


def inputs():
    hidden_states = torch.randn(2, 1, 16)
    cache_position = torch.tensor([3])
    return (hidden_states, cache_position)
