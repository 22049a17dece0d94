import torch

from s339_latent_dump_flag_dead_branch.denoiser import TiledDenoiser

ENTRY = "s339_latent_dump_flag_dead_branch.denoiser:compiled"


def inputs():
    return (torch.randn(1, 4, 12, 12), torch.tensor([250.0]))
