from dataclasses import dataclass
from typing import Union

import torch


@dataclass
class GuidanceConfig:
    guidance_scale: Union[float, torch.Tensor] = 7.5
    guidance_rescale: float = 0.0

    @property
    def do_classifier_free_guidance(self) -> bool:
        # matches the diffusers convention: scale <= 1 disables CFG
        return self.guidance_scale > 1.0


def rescale_noise_cfg(noise_cfg: torch.Tensor, noise_pred_text: torch.Tensor, rescale: float) -> torch.Tensor:
    std_text = noise_pred_text.std(dim=list(range(1, noise_pred_text.ndim)), keepdim=True)
    std_cfg = noise_cfg.std(dim=list(range(1, noise_cfg.ndim)), keepdim=True)
    rescaled = noise_cfg * (std_text / std_cfg)
    return rescale * rescaled + (1.0 - rescale) * noise_cfg


class ClassifierFreeGuidance:
    def __init__(self, config: GuidanceConfig):
        self.config = config

    def prepare(self, latents: torch.Tensor, cond: torch.Tensor, uncond: torch.Tensor):
        if self.config.do_classifier_free_guidance:
            return torch.cat([latents, latents]), torch.cat([uncond, cond])
        return latents, cond

    def combine(self, noise_pred: torch.Tensor) -> torch.Tensor:
        if not self.config.do_classifier_free_guidance:
            return noise_pred
        uncond, text = noise_pred.chunk(2)
        guided = uncond + self.config.guidance_scale * (text - uncond)
        if self.config.guidance_rescale > 0.0:
            guided = rescale_noise_cfg(guided, text, self.config.guidance_rescale)
        return guided
