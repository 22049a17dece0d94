import torch
import torch.nn as nn

from . import vae


class LatentDenoiser(nn.Module):
    def __init__(self, ch: int = 4):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(ch + 1, 16, 3, padding=1), nn.SiLU(), nn.Conv2d(16, ch, 3, padding=1))

    def forward(self, x: torch.Tensor, sigma: torch.Tensor) -> torch.Tensor:
        s = sigma.reshape(1, 1, 1, 1).expand(x.shape[0], 1, *x.shape[2:])
        return self.body(torch.cat([x, s], dim=1))


class PreviewEngine:
    """One denoising step that also returns a decoded preview frame."""

    def __init__(self):
        self.denoiser = LatentDenoiser().eval()
        self.decoder = vae.TinyDecoder().eval()

    def _x0_estimate(self, latents: torch.Tensor, sigma: torch.Tensor) -> torch.Tensor:
        eps = self.denoiser(latents, sigma)
        return latents - sigma * eps, eps

    @torch.compile(fullgraph=True)
    def step_with_preview(self, latents: torch.Tensor, sigma: torch.Tensor):
        x0, eps = self._x0_estimate(latents, sigma)
        preview = vae.decode_latents(self.decoder, x0)
        next_latents = x0 + 0.5 * sigma * eps
        return next_latents, preview
