import torch

ENTRY = "s331_cfg_tensor_scale_branch.pipeline:denoise_step"


def inputs():
    latents = torch.randn(2, 4, 8, 8)
    t = torch.tensor([500.0, 500.0])
    cond = torch.randn(2, 16)
    uncond = torch.zeros(2, 16)
    guidance_scale = torch.tensor(7.5)
    return (latents, t, cond, uncond, guidance_scale)
