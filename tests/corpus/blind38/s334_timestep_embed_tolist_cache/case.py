import torch

ENTRY = "s334_timestep_embed_tolist_cache.denoiser:step"


def inputs():
    return (torch.randn(2, 4, 8, 8), torch.tensor([999.0, 999.0]))
