import torch

from .model import VideoTransformer

torch.manual_seed(0)
_MODEL = VideoTransformer().eval()


def _denoise(latents: torch.Tensor, sigma: torch.Tensor) -> torch.Tensor:
    with torch.inference_mode():
        return _MODEL(latents, sigma)


denoise = torch.compile(_denoise, fullgraph=True)
