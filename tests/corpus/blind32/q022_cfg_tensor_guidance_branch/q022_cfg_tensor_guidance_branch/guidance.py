import torch


def rescale_noise_cfg(noise_cfg: torch.Tensor, noise_pred_text: torch.Tensor, guidance_rescale: float = 0.7) -> torch.Tensor:
    std_text = noise_pred_text.std(dim=list(range(1, noise_pred_text.ndim)), keepdim=True)
    std_cfg = noise_cfg.std(dim=list(range(1, noise_cfg.ndim)), keepdim=True)
    rescaled = noise_cfg * (std_text / std_cfg)
    return guidance_rescale * rescaled + (1 - guidance_rescale) * noise_cfg


class ClassifierFreeGuidance:
    """Combines conditional / unconditional predictions.

    ``guidance_scale`` arrives per request from the HTTP payload and is batched
    into a tensor by the request collator.
    """

    def __init__(self, rescale: float = 0.7):
        self.rescale = rescale

    def needs_uncond(self, guidance_scale: torch.Tensor) -> bool:
        return guidance_scale > 1.0

    def combine(self, uncond: torch.Tensor, cond: torch.Tensor, guidance_scale: torch.Tensor) -> torch.Tensor:
        guided = uncond + guidance_scale * (cond - uncond)
        if self.rescale > 0:
            guided = rescale_noise_cfg(guided, cond, self.rescale)
        return guided
