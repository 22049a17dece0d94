import torch

ENTRY = "s1069_env_gated_layer_profiler.model:run_decode"


def inputs():
    return (torch.randn(4, 8),)
