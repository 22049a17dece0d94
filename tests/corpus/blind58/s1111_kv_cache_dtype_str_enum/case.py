import torch

ENTRY = "s1111_kv_cache_dtype_str_enum.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
