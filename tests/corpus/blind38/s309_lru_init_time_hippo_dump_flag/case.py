import torch

ENTRY = "s309_lru_init_time_hippo_dump_flag.model:compiled_lru"


def inputs():
    return (torch.randn(2, 5, 8), torch.zeros(2, 6))
