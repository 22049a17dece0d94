import torch

ENTRY = "s987_rolling_swa_cache_decode.model_runner:forward_decode"


def inputs():
    return (torch.randint(0, 64, (2,)), torch.tensor([2, 5]))
