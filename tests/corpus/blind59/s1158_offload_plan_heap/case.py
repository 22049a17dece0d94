import torch

from s1158_offload_plan_heap.runner import OffloadedModelRunner

ENTRY = "s1158_offload_plan_heap.runner:OffloadedModelRunner.forward_batch"


def inputs():
    return (OffloadedModelRunner(), torch.randn(4, 8))
