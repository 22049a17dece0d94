import torch

ENTRY = "f012_jit_cache_os_path_isdir.rope:compiled_rope"


def inputs():
    return (torch.arange(4), torch.randn(4, 2, 8), torch.randn(4, 2, 8))
