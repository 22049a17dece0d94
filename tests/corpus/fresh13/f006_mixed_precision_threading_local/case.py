import torch

from f006_mixed_precision_threading_local.precision import set_mixed_precision_policy

ENTRY = "f006_mixed_precision_threading_local.dit_block:compiled_block"

set_mixed_precision_policy(param_dtype=torch.float32, compute_dtype=torch.float32)


def inputs():
    return (torch.randn(2, 5, 8), torch.randn(2, 8))
