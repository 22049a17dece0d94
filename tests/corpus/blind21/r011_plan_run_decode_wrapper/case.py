import torch

ENTRY = "r011_plan_run_decode_wrapper.runner:decode_step"


def inputs():
    hidden = torch.randn(3, 8)
    k_cache = torch.randn(12, 2, 4)
    v_cache = torch.randn(12, 2, 4)
    kv_indptr = torch.tensor([0, 2, 5, 12])
    return (hidden, k_cache, v_cache, kv_indptr)
