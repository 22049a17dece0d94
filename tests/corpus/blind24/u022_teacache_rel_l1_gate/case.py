import torch

ENTRY = "u022_teacache_rel_l1_gate.video_dit:compiled_transformer"


def inputs():
    return (torch.randn(1, 4, 2, 8, 8), torch.tensor([750.0]))
