import torch

from .logger import init_logger
from .sampling_params import SamplingParams

logger = init_logger(__name__)


def rescale_noise_cfg(noise_cfg: torch.Tensor, noise_pred_text: torch.Tensor,
                      guidance_rescale: float) -> torch.Tensor:
    dims = list(range(1, noise_pred_text.ndim))
    std_text = noise_pred_text.std(dim=dims, keepdim=True)
    std_cfg = noise_cfg.std(dim=dims, keepdim=True)
    rescaled = noise_cfg * (std_text / std_cfg)
    return guidance_rescale * rescaled + (1 - guidance_rescale) * noise_cfg


def renorm_noise_cfg(noise_cfg: torch.Tensor, noise_pred_text: torch.Tensor) -> torch.Tensor:
    cond_norm = torch.linalg.vector_norm(noise_pred_text, dim=-1, keepdim=True)
    cfg_norm = torch.linalg.vector_norm(noise_cfg, dim=-1, keepdim=True)
    return noise_cfg * (cond_norm / cfg_norm.clamp_min(1e-6)).clamp(max=1.0)


class ClassifierFreeGuidance:
    def __init__(self, params: SamplingParams):
        self.scale = params.effective_scale
        self.guidance_rescale = params.guidance_rescale
        self.cfg_normalization = params.cfg_normalization

    def __call__(self, noise_pred_text: torch.Tensor, noise_pred_uncond: torch.Tensor) -> torch.Tensor:
        noise_pred = noise_pred_uncond + self.scale * (noise_pred_text - noise_pred_uncond)
        if self.cfg_normalization:
            if self.guidance_rescale > 0.0:
                logger.warning_once(
                    "cfg_normalization is enabled; guidance_rescale=%s is ignored",
                    self.guidance_rescale,
                )
            return renorm_noise_cfg(noise_pred, noise_pred_text)
        if self.guidance_rescale > 0.0:
            noise_pred = rescale_noise_cfg(noise_pred, noise_pred_text, self.guidance_rescale)
        return noise_pred


_guider = ClassifierFreeGuidance(
    SamplingParams(guidance_scale=5.0, guidance_rescale=0.7, cfg_normalization=True)
)


@torch.compile(fullgraph=True)
def mix_noise_pred(noise_pred_text: torch.Tensor, noise_pred_uncond: torch.Tensor) -> torch.Tensor:
    return _guider(noise_pred_text, noise_pred_uncond)
