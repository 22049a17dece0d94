import torch

ENTRY = "p024_deprecated_past_kv_kwarg.modeling:compiled_prefill"


def inputs():
    return (torch.randn(2, 5, 16),)
