import torch

from .guidance import ClassifierFreeGuidance, GuidanceConfig
from .unet import TinyUNet

_UNET = TinyUNet().eval()


def _expand_t(t: torch.Tensor, batch: int) -> torch.Tensor:
    return t if t.shape[0] == batch else t.repeat(batch // t.shape[0])


@torch.compile(fullgraph=True)
def denoise_step(latents, t, cond, uncond, guidance_scale):
    # per-request guidance scale arrives as a tensor from the batching layer
    cfg = ClassifierFreeGuidance(GuidanceConfig(guidance_scale=guidance_scale))
    model_in, cond_in = cfg.prepare(latents, cond, uncond)
    noise_pred = _UNET(model_in, _expand_t(t, model_in.shape[0]), cond_in)
    return cfg.combine(noise_pred)
