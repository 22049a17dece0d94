import torch

ENTRY = "s708_qwen25vl_window_index_custom_op.vision_tower:runner.forward_vision"


def inputs():
    grid_thw = torch.tensor([[1, 8, 12], [1, 4, 4]])
    num_patches = 8 * 12 + 4 * 4
    return (torch.randn(num_patches, 12), grid_thw)
