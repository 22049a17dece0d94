import torch

ENTRY = "s632_qwen25vl_mrope_video_seconds.positions:build_mrope_cos"


def inputs():
    text_prefix = torch.zeros(3)
    video_grid_thw = torch.tensor([[2, 4, 4]])
    second_per_grid_ts = torch.tensor([0.5])
    return (text_prefix, video_grid_thw, second_per_grid_ts)
