import torch

from w032_moe_alltoall_split_sizes.moe_layer import ExpertParallelMoE

ENTRY = "w032_moe_alltoall_split_sizes.moe_layer:ExpertParallelMoE.forward"

_LAYER = ExpertParallelMoE(hidden=8, num_experts=4)


def inputs():
    return (_LAYER, torch.randn(6, 8))
