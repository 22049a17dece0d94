import torch

from s1267_cu_seqlens_stage_timer.vision_model import Qwen2VisionModel

ENTRY = "s1267_cu_seqlens_stage_timer.vision_model:run_vision_tower"


def inputs():
    model = Qwen2VisionModel()
    grid_thw = torch.tensor([[1, 2, 4], [2, 2, 2]])
    pixel_values = torch.randn(16, 24)
    return (model, pixel_values, grid_thw)
