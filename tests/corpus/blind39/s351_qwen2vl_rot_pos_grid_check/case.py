import torch

ENTRY = "s351_qwen2vl_rot_pos_grid_check.vision_tower:rot_pos_emb"


def inputs():
    return (torch.tensor([[1, 4, 4], [1, 2, 6]]),)
