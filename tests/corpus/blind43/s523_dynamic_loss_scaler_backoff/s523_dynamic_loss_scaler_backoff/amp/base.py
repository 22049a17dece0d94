import torch


class LossScalerBase:
    """Common bookkeeping for fp16 loss scalers (Megatron / DeepSpeed style)."""

    def __init__(self, init_scale: float):
        self.cur_scale = init_scale
        self.cur_iter = 0
        self.last_overflow_iter = -1

    @property
    def loss_scale(self) -> float:
        return self.cur_scale

    def scale_loss(self, loss: torch.Tensor) -> torch.Tensor:
        return loss * self.loss_scale

    def has_overflow(self, grads) -> torch.Tensor:
        found_inf = torch.zeros((), dtype=torch.bool, device=grads[0].device)
        for g in grads:
            found_inf = found_inf | ~torch.isfinite(g).all()
        return found_inf

    def update_scale(self, overflow) -> None:
        if overflow:
            self.last_overflow_iter = self.cur_iter
            self.on_overflow()
        else:
            self.on_good_step()
        self.cur_iter += 1

    def on_overflow(self) -> None:
        pass

    def on_good_step(self) -> None:
        pass
