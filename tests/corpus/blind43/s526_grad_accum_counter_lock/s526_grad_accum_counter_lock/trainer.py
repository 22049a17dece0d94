import torch
import torch.nn.functional as F

from .accumulation import GradientAccumulationState


class TrainerContext:
    def __init__(self, accumulation_steps: int):
        self.accum = GradientAccumulationState(accumulation_steps=accumulation_steps)
        self.label_smoothing = 0.0

    def scale_micro_batch_loss(self, loss: torch.Tensor) -> torch.Tensor:
        self.accum.advance()
        return loss / self.accum.loss_divisor


_ctx = TrainerContext(accumulation_steps=4)


def micro_batch_loss(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    loss = F.cross_entropy(logits, labels, label_smoothing=_ctx.label_smoothing)
    return _ctx.scale_micro_batch_loss(loss)


compiled_micro_batch_loss = torch.compile(micro_batch_loss, fullgraph=True)
