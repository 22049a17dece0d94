import torch
from torch import nn

from .parameter import ChannelQuantScaleParameter, ModelWeightParameter


class W8A16Int8LinearMethod:
    is_quantized = True

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        weight = ModelWeightParameter(
            data=torch.randn(output_size, input_size) * 0.05, input_dim=1, output_dim=0
        )
        layer.register_parameter("weight", weight)

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        w = layer.weight.detach()
        assert w.data_ptr() % 16 == 0, "unaligned weight buffer"
        old_bytes = w.untyped_storage().nbytes()
        scale = w.abs().amax(dim=1).clamp(min=1e-8) / 127.0
        qweight = torch.round(w / scale[:, None]).clamp(-128, 127).to(torch.int8)
        layer.weight = ModelWeightParameter(data=qweight, input_dim=1, output_dim=0)
        layer.weight_scale = ChannelQuantScaleParameter(data=scale, output_dim=0)
        for param in layer.parameters():
            param.requires_grad_(False)
        layer.saved_bytes = old_bytes - qweight.untyped_storage().nbytes()

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        weight = layer.weight
        if weight.dtype == torch.int8:
            w = weight.to(x.dtype) * layer.weight_scale.to(x.dtype).unsqueeze(weight.output_dim ^ 1)
        else:
            w = weight
        if weight.input_dim == 0:
            w = w.t()
        out = nn.functional.linear(x, w)
        if getattr(layer, "bias", None) is not None:
            out = out + layer.bias
        return out


class UnquantizedLinearMethod:
    is_quantized = False

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        layer.register_parameter(
            "weight",
            ModelWeightParameter(data=torch.randn(output_size, input_size) * 0.05, input_dim=1, output_dim=0),
        )

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        return

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.linear(x, layer.weight, getattr(layer, "bias", None))
