import torch


class RequestNoise:
    """Per-request seeded noise so that a prompt+seed reproduces the same image."""

    def __init__(self, seed: int, device: str = "cpu"):
        self.generator = torch.Generator(device=device).manual_seed(seed)

    def like(self, x: torch.Tensor) -> torch.Tensor:
        return torch.randn(x.shape, generator=self.generator, dtype=x.dtype, device=x.device)
