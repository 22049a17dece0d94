import torch

ENTRY = "h066_dist_guarded_allreduce.row_parallel:o_proj_fn"


def inputs():
    return (torch.randn(2, 8),)
