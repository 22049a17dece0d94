import torch
import torch.nn as nn
import torch.nn.functional as F

from .observers import MinMaxObserver


class FakeQuantizeSTE(torch.autograd.Function):
    """Quantize-dequantize with a straight-through gradient inside the clipping range."""

    @staticmethod
    def forward(ctx, x, scale, zero_point, quant_min: int, quant_max: int):
        q = torch.round(x / scale) + zero_point
        mask = (q >= quant_min) & (q <= quant_max)
        ctx.save_for_backward(mask)
        return (q.clamp(quant_min, quant_max) - zero_point) * scale

    @staticmethod
    def backward(ctx, grad_output):
        (mask,) = ctx.saved_tensors
        grad_x = grad_output * mask.to(grad_output.dtype) if ctx.needs_input_grad[0] else None
        return grad_x, None, None, None, None


def fake_quantize(x: torch.Tensor, observer: MinMaxObserver) -> torch.Tensor:
    scale, zero_point = observer.calculate_qparams()
    if x.requires_grad or torch.is_grad_enabled():
        return FakeQuantizeSTE.apply(x, scale, zero_point, observer.quant_min, observer.quant_max)
    q = torch.clamp(torch.round(x / scale) + zero_point, observer.quant_min, observer.quant_max)
    return (q - zero_point) * scale


class QATLinear(nn.Linear):
    def __init__(self, in_features: int, out_features: int, bias: bool = True):
        super().__init__(in_features, out_features, bias=bias)
        self.weight_observer = MinMaxObserver()
        self.act_observer = MinMaxObserver()

    def freeze(self) -> None:
        """Stop weight updates; activation ranges keep calibrating."""
        self.weight.requires_grad_(False)
        if self.bias is not None:
            self.bias.requires_grad_(False)
        self.weight_observer.update(self.weight)
        self.weight_observer.freeze()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = fake_quantize(self.act_observer(x), self.act_observer)
        w = fake_quantize(self.weight_observer(self.weight), self.weight_observer)
        return F.linear(x, w, self.bias)
