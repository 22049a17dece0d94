import torch

ENTRY = "s963_qwen2vl_patch_merger_rope.vision:encode_vision"


def inputs():
    grid_thw = torch.tensor([[1, 4, 4]])
    return (torch.randn(16, 12), grid_thw)
