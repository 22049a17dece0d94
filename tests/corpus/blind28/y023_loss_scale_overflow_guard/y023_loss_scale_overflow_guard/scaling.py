"""Dynamic scaling state shared between the trainer and the fp16 blocks."""
import torch


class DynamicScaleState:
    def __init__(self, init_scale: float = 2.0 ** 8, growth_interval: int = 2000,
                 backoff_factor: float = 0.5, growth_factor: float = 2.0):
        self.scale = init_scale
        self.growth_interval = growth_interval
        self.backoff_factor = backoff_factor
        self.growth_factor = growth_factor
        self._good_steps = 0

    @staticmethod
    def found_inf(t: torch.Tensor) -> torch.Tensor:
        return ~torch.isfinite(t).all()

    def backoff(self) -> None:
        self.scale *= self.backoff_factor
        self._good_steps = 0

    def grow(self) -> None:
        self._good_steps += 1
        if self._good_steps % self.growth_interval == 0:
            self.scale *= self.growth_factor
