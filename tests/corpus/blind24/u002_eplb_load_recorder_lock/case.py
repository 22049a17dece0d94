import torch

from u002_eplb_load_recorder_lock.moe import ExpertParallelMoE

ENTRY = "u002_eplb_load_recorder_lock.moe:ExpertParallelMoE.forward"


def inputs():
    return (ExpertParallelMoE(), torch.randn(6, 8))
