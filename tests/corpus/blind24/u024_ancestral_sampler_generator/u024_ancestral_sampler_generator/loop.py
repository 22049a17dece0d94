import torch

from .denoiser import CFGDenoiser, TinyEpsNet
from .noise import BatchedNoiseSampler
from .samplers import EulerAncestral

torch.manual_seed(0)
DENOISER = CFGDenoiser(TinyEpsNet()).eval()
SAMPLER = EulerAncestral(BatchedNoiseSampler(seeds=[1234, 42]), eta=1.0)


@torch.compile(fullgraph=True)
def sample_step(x, sigma, sigma_next, cond, uncond):
    with torch.no_grad():
        return SAMPLER.step(DENOISER, x, sigma, sigma_next, cond=cond, uncond=uncond)
