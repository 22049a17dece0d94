from .base import LossScalerBase


class DynamicLossScaler(LossScalerBase):
    def __init__(
        self,
        init_scale: float = 2.0**16,
        scale_factor: float = 2.0,
        scale_window: int = 1000,
        min_scale: float = 1.0,
    ):
        super().__init__(init_scale)
        self.scale_factor = scale_factor
        self.scale_window = scale_window
        self.min_scale = min_scale

    def on_overflow(self) -> None:
        self.cur_scale = max(self.cur_scale / self.scale_factor, self.min_scale)

    def on_good_step(self) -> None:
        if (self.cur_iter - self.last_overflow_iter) % self.scale_window == 0:
            self.cur_scale *= self.scale_factor


class StaticLossScaler(LossScalerBase):
    def update_scale(self, overflow) -> None:
        self.cur_iter += 1
