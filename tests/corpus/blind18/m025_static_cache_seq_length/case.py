import torch

ENTRY = "m025_static_cache_seq_length.generation:decode_step"


def inputs():
    input_ids = torch.randint(0, 96, (1, 1))
    return (input_ids,)
