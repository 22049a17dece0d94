import torch

ENTRY = "s837_qwen2_vision_rot_pos_cu_seqlens.vision_transformer:visual_forward"


def inputs():
    # two images: 1x4x4 and 1x2x4 patches -> 24 patches of 3*2*2*2 values
    grid_thw = torch.tensor([[1, 4, 4], [1, 2, 4]])
    pixel_values = torch.randn(24, 24)
    return (pixel_values, grid_thw)
