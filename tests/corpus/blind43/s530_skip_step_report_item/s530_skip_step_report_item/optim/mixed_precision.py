import torch

from .clip import clip_grads_fp32_
from .report import StepReport


class MixedPrecisionSGD:
    def __init__(self, lr: float = 1e-2, max_grad_norm: float = 1.0, loss_scale: float = 128.0):
        self.lr = lr
        self.max_grad_norm = max_grad_norm
        self.loss_scale = loss_scale
        self.skipped_steps = 0

    def _unscale(self, grad: torch.Tensor) -> torch.Tensor:
        return grad.float() / self.loss_scale

    @torch.compile(fullgraph=True)
    def step_param(self, main_param: torch.Tensor, model_grad: torch.Tensor) -> torch.Tensor:
        grad = self._unscale(model_grad)
        grad_norm, found_inf = clip_grads_fp32_([grad], self.max_grad_norm)
        report = StepReport(found_inf=found_inf, grad_norm=grad_norm, loss_scale=self.loss_scale)
        if report.should_skip:
            return main_param
        return main_param - self.lr * grad
