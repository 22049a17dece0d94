"""W8A8-style fake quantisation applied through forward pre-hooks."""
import torch
import torch.nn as nn


def fake_quant(x: torch.Tensor, scale, qmax: int) -> torch.Tensor:
    q = torch.clamp(torch.round(x / scale), -qmax - 1, qmax)
    return q * scale


class ActivationQuantizer:
    """Per-tensor dynamic activation quantiser; installed as a forward pre-hook."""

    def __init__(self, num_bits: int = 8):
        self.qmax = 2 ** (num_bits - 1) - 1

    def __call__(self, module: nn.Module, args):
        (x,) = args
        amax = x.detach().abs().amax().item()
        if amax == 0.0:
            # all-zero activations (padding rows): nothing to quantise
            return None
        return (fake_quant(x, amax / self.qmax, self.qmax),)


def quantize_weight_(linear: nn.Linear, num_bits: int = 8) -> None:
    qmax = 2 ** (num_bits - 1) - 1
    with torch.no_grad():
        scale = linear.weight.abs().amax(dim=1, keepdim=True).clamp_min(1e-8) / qmax
        linear.weight.copy_(fake_quant(linear.weight, scale, qmax))


def quantize_model(model: nn.Module, skip=("lora_A", "lora_B")) -> nn.Module:
    for name, module in model.named_modules():
        if isinstance(module, nn.Linear) and not any(s in name for s in skip):
            quantize_weight_(module)
            module.register_forward_pre_hook(ActivationQuantizer())
    return model
