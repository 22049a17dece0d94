import torch

from .linear_methods import W8A8Int8LinearMethod
from .model import LinearBase, TwoLayerMLP


def process_weights_after_loading(model: torch.nn.Module, quantization: str) -> None:
    for module in model.modules():
        if not isinstance(module, LinearBase):
            continue
        if quantization == "w8a8_int8":
            w = module.weight.detach()
            scale = w.abs().amax(dim=1).clamp(min=1e-8) / 127.0
            module.weight_q = torch.round(w / scale[:, None]).to(torch.int8)
            module.weight_scale = scale
            module.quant_method = W8A8Int8LinearMethod()


model = TwoLayerMLP()
process_weights_after_loading(model, "w8a8_int8")
model_forward = torch.compile(model, fullgraph=True)
