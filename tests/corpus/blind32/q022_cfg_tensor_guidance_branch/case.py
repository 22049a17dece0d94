import torch


ENTRY = "q022_cfg_tensor_guidance_branch.pipeline:denoise_step"


def inputs():
    return (torch.randn(1, 4, 8, 8), torch.tensor([500.0]), torch.randn(1, 6, 16), torch.randn(1, 6, 16), torch.tensor(7.5))
