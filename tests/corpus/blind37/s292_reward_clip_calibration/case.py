import torch

ENTRY = "s292_reward_clip_calibration.model:compiled_reward"


def inputs():
    return (torch.randn(2, 6, 12), torch.tensor([[1, 1, 1, 1, 0, 0], [1, 1, 1, 1, 1, 1]]))
