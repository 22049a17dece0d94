import torch

ENTRY = "s948_env_selected_cache_dtype_auto.model:forward_fn"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 1, 2, 3]))
